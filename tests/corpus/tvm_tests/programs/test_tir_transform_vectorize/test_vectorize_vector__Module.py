# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32x4"), n: T.int32):
        for i in range(n):
            for j in T.vectorized(4):
                A[j] = T.Broadcast(T.float32(1.0), 4)
