# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("n", 4), "float32"), B: T.Buffer((n * 4,), "float32"), C: T.Buffer((16,), "float32"), n: T.int32):
        for i, j in T.grid(n, 4):
            B[i * 4 + j] = A[i, j] + C[j]
