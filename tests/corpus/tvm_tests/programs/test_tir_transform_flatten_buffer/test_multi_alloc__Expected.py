# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), D: T.Buffer((4, 32), "float32")):
        A_1 = A.view(128)
        D_1 = D.view(128)
        for i, j in T.grid(4, 32):
            B = T.alloc_buffer((128,))
            C = T.alloc_buffer((128,))
            B[i * 32 + j] = A_1[i * 32 + j] + T.float32(1.0)
            C[i * 32 + j] = A_1[i * 32 + j] + B[i * 32 + j]
            D_1[i * 32 + j] = C[i * 32 + j] * T.float32(2.0)
