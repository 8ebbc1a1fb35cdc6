# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), D: T.Buffer((4, 32), "float32")):
        for i, j in T.grid(4, 32):
            B = T.alloc_buffer((4, 32))
            C = T.alloc_buffer((4, 32))
            B[i, j] = A[i, j] + T.float32(1.0)
            C[i, j] = A[i, j] + B[i, j]
            D[i, j] = C[i, j] * T.float32(2.0)
