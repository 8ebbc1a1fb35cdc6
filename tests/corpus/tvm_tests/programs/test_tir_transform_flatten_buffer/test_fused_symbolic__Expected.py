# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(input_A: T.Buffer((32, "n", n), "float32"), input_B: T.Buffer((32, n, n), "float32"), n: T.int32):
        A = input_A.view(n * n * 32)
        B = input_B.view(n * n * 32)
        for i in range(n * n * 32):
            B[i] = A[i]
