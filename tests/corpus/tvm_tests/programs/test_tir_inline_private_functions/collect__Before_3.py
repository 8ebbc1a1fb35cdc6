# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def subroutine(A_data: T.handle("float32", "global"), A_size: T.int32):
        A = T.decl_buffer((A_size,), data=A_data)
        A[1] = A[0] + A[1]
        if A_size > 1:
            Module.subroutine(T.address_of(A[1]), A_size - 1)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        Module.subroutine(T.address_of(A[0]), 16)
