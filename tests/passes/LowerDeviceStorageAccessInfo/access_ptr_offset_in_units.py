# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 tvm_access_ptr with an int32 result into a scope without head address: the symbolic offset in int8 elements becomes memory units of 32 bits (n / 4); a handle result into a scope with one becomes address_of(vt[2]) over the head address
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        acc = T.alloc_buffer((64,), "int8", scope="local.acc")
        vt = T.alloc_buffer((16,), "float32", scope="global.test_with_head_address")
        T.call_extern("int32", "use", T.call_intrin("int32", "tirx.tvm_access_ptr", T.type_annotation("int8"), acc.data, n, 4, 1), T.tvm_access_ptr(T.type_annotation("float32"), vt.data, 2, 4, 1))
