# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((32, "n", n), "float32"), B: T.Buffer((32, n, n), "float32"), n: T.int32):
        for i in range(n * n * 32):
            B[i // (n * n), i % (n * n) // n, i % n] = A[i // (n * n), i % (n * n) // n, i % n]
