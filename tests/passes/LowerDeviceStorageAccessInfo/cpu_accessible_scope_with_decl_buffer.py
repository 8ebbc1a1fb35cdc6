# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: catalog 7.4 test_lower_cpu_accessible_scope_with_decl_buffer (the declaration is kept, over the head address)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        ptr = T.alloc_buffer((16,), "float32", scope="global.test_with_head_address")
        buf = T.decl_buffer((16,), "float32", scope="global.test_with_head_address", data=ptr.data)
        T.evaluate(buf.data)
