# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        vt: T.let[T.handle("float32", "global.test_with_head_address")] = T.call_extern(T.handle("float32", "global.test_with_head_address").ty, "dummy_head_address")
        vt_1 = T.decl_buffer((16,), data=vt, scope="global.test_with_head_address")
        T.call_extern("int32", "use", T.Div(n, 4), T.address_of(vt_1[2]))
