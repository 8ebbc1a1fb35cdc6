# own expectation: TVM 0.27 has no LowerDeviceStorageAccessInfo (removed 2026-02-14; tvm-pass-spec 7)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        s = T.alloc_buffer((4,), scope="shared.dyn")
        w = T.alloc_buffer((256,), "float16", scope="wmma.matrix_a")
        T.tvm_access_ptr(T.type_annotation("float32"), s.data, 0, 4, 1)
