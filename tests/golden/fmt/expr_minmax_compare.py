# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), F: T.Buffer((16,), "float32"), P: T.Buffer((16,), "bool"), n: T.int32):
        for i in range(16):
            A[i] = T.min(A[i], n) + T.max(i - 4, 0)
            F[i] = T.max(F[i], T.float32(0.0)) - T.min(F[i], T.float32(6.0))
            P[i] = A[i] < n
            P[i] = A[i] <= n
            P[i] = A[i] > n
            P[i] = A[i] >= n
            P[i] = A[i] == n
            P[i] = A[i] != n
            P[i] = F[i] < T.float32(0.5)
