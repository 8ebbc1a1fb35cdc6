# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7); TVM's MakeTaggedAccessPtr: address_of(buf[offset]) for a handle, else Simplify(offset / (unit_bits / 32)) cast to the result type
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        buf: T.let[T.handle("float32", "global.test_wide_unit")] = T.reinterpret(T.handle("float32", "global.test_wide_unit").ty, T.uint64(4096))
        buf_1 = T.decl_buffer((16,), data=buf, scope="global.test_wide_unit")
        T.address_of(buf_1[4])
        T.evaluate(1)
        for i in range(4):
            T.evaluate(i)
