# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 error "Cannot find memory info of <scope>"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((16,), "float32", scope="global.not_registered")
        T.evaluate(buf.data)
