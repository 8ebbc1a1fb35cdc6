# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 error "Cannot find memory info of <scope>" for a tagged scope of a rank that is not special without its tag (trn.sbuf.x)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        t = T.alloc_buffer((4,), "float32", scope="trn.sbuf.x")
        T.evaluate(0)
