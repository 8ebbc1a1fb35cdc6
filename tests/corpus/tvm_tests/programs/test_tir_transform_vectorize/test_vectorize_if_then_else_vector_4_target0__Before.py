# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), n: T.int32):
        for i in range(n):
            for j in T.vectorized(4):
                A[i * 4 + j] = T.if_then_else(i > 0, A[i * 4 + j], T.float32(0.0))
