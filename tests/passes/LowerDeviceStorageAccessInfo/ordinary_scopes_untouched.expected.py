# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        a = T.alloc_shared((16,))
        b = T.alloc_local((16,))
        c = T.alloc_buffer((16,), scope="shared.dyn")
        a[0] = b[0]
        c[0] = a[0]
