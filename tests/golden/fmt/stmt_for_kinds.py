# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        for i in range(8):
            A[i] = T.float32(0.0)
        for i in range(2, 10):
            A[i] = A[i] + T.float32(1.0)
        for j in range(n):
            A[j] = A[j] * T.float32(2.0)
        for j in range(4, 12):
            A[j] = A[j] - T.float32(1.0)
        for k in T.parallel(16):
            A[k] = T.float32(3.0)
        for k in T.unroll(4):
            A[k] = T.float32(4.0)
        for k in T.vectorized(8):
            A[k] = T.float32(5.0)
        for a, b in T.grid(4, 8):
            A[a * 8 + b] = T.float32(6.0)
        for a, b, c in T.grid(2, 4, 8):
            A[a * 32 + b * 8 + c] = T.float32(7.0)
