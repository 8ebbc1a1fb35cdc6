# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7); the expected output of the removed test (catalog 7.4, source-documents/002) on the flat IR
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        ptr: T.let[T.handle("float32", "global.test_with_head_address")] = T.call_extern(T.handle("float32", "global.test_with_head_address").ty, "dummy_head_address")
        T.evaluate(ptr)
