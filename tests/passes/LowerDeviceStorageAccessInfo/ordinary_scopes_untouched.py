# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 (scopes without a tag, and shared.dyn, are left alone)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        a = T.alloc_buffer((16,), "float32", scope="shared")
        b = T.alloc_buffer((16,), "float32", scope="local")
        c = T.alloc_buffer((16,), "float32", scope="shared.dyn")
        a[0] = b[0]
        c[0] = a[0]
