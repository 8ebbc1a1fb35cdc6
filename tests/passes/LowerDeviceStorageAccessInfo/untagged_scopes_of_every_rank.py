# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 (the ranks TVM 0.27's StorageScope::Create knows, without a tag, are not special: metal.simdgroup, metal.cooperative_tensor, trn.sbuf and trn.psum are left alone)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        a = T.alloc_buffer((4,), "float32", scope="metal.simdgroup")
        b = T.alloc_buffer((4,), "float32", scope="metal.cooperative_tensor")
        c = T.alloc_buffer((4,), "float32", scope="trn.sbuf")
        d = T.alloc_buffer((4,), "float32", scope="trn.psum")
        T.evaluate(0)
