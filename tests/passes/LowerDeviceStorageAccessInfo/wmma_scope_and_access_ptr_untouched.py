# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 (a wmma fragment scope and a tvm_access_ptr into shared.dyn are not special: left alone)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        s = T.alloc_buffer((4,), "float32", scope="shared.dyn")
        w = T.alloc_buffer((256,), "float16", scope="wmma.matrix_a")
        T.evaluate(T.tvm_access_ptr(T.type_annotation("float32"), s.data, 0, 4, 1))
