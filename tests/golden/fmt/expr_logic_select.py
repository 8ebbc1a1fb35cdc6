# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), M: T.Buffer((16,), "bool"), n: T.int32, flag: T.bool):
        for i in range(16):
            M[i] = i < n and flag or not M[i]
            M[i] = not (i >= 4 or i < 2) and M[i]
            A[i] = T.Select(M[i], A[i], T.float32(0.0))
            A[i] = T.if_then_else(i < n, A[i], T.float32(-1.0))
            A[i] = T.Select(flag and i > 0, A[i - 1], A[i])
