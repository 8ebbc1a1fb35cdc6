# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 error "<var> is not addressable" (handle access pointer into a scope without head address)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((16,), "float32", scope="global.test_without_head_address")
        T.evaluate(T.tvm_access_ptr(T.type_annotation("float32"), buf.data, 0, 16, 3))
