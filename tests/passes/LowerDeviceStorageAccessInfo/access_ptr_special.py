# config: tirsat.memory_info=tests/passes/LowerDeviceStorageAccessInfo/memory_info.json
# covers: spec 7 tvm_access_ptr on a special scope: handle result -> address_of(buf[offset]); int result -> offset in memory units, offset / (unit_bits / 32)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((16,), "float32", scope="global.test_wide_unit")
        T.evaluate(T.tvm_access_ptr(T.type_annotation("float32"), buf.data, 4, 8, 3))
        T.evaluate(T.call_intrin("int32", "tirx.tvm_access_ptr", T.type_annotation("float32"), buf.data, 4, 8, 3))
        for i in range(4):
            T.evaluate(T.call_intrin("int32", "tirx.tvm_access_ptr", T.type_annotation("float32"), buf.data, i * 4, 4, 1))
