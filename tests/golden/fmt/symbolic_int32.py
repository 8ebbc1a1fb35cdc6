# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("n", "m"), "float32"), B: T.Buffer((n * m,), "float32")):
        n, m = T.int32(), T.int32()
        for i, j in T.grid(n, m):
            B[i * m + j] = A[i, j] + T.Cast("float32", n - m)
