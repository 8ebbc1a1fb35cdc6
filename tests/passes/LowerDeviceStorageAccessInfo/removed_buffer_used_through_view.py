# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 (no head address: the allocation and its view are removed, so a remaining store through the view is an error naming the view)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        tex = T.alloc_buffer((16,), "float32", scope="global.test_without_head_address")
        view = T.decl_buffer((16,), "float32", scope="global.test_without_head_address", data=tex.data)
        view[0] = T.float32(1)
