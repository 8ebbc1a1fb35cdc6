# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def subroutine(A_data: T.handle("float32", "global"), B_data: T.handle("float32", "global")):
        # with T.sblock("root"):
        A = T.decl_buffer((16,), data=A_data)
        B = T.decl_buffer((16,), data=B_data)
        for i in range(16):
            with T.sblock("scalar_mul"):
                T.reads(A[i])
                T.writes(B[i])
                B[i] = A[i] * T.float32(2.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((2, 16), "float32"), B: T.Buffer((2, 16), "float32")):
        Module.subroutine(T.address_of(A[0, 0]), T.address_of(B[0, 0]))
        Module.subroutine(T.address_of(A[1, 0]), T.address_of(B[1, 0]))
