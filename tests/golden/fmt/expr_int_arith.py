# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
        for i in range(64):
            A[i] = (i + n) * m - 3
            A[i] = A[i] // 4 + A[i] % 4
            A[i] = (i * 4 + n) // 8 * 8 + (i * 4 + n) % 8
            A[i] = A[i] * -1 + (n - m) * (n + m)
            A[i] = A[i] // m + A[i] % m
