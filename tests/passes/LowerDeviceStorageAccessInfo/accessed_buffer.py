# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 (a CPU-visible buffer that is still accessed is declared over its head address)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((16,), "float32", scope="global.test_with_head_address")
        buf[0] = T.float32(1)
        T.evaluate(buf.data)
