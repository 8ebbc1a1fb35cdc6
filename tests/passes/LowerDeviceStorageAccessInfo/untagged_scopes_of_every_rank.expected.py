# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        a = T.alloc_buffer((4,), scope="metal.simdgroup")
        b = T.alloc_buffer((4,), scope="metal.cooperative_tensor")
        c = T.alloc_buffer((4,), scope="trn.sbuf")
        d = T.alloc_buffer((4,), scope="trn.psum")
