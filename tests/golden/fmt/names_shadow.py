# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        for i, i_1 in T.grid(4, 4):
            A[i_1] = T.float32(0.0)
        for i in range(4):
            A[i] = T.float32(0.0)
            for i_1 in range(i):
                A[i_1] = T.float32(1.0)
        for i in range(2, 4):
            for j in range(4):
                A[i] = T.float32(0.0)
        for i in range(4):
            for j in range(i):
                A[i] = T.float32(0.0)
        for i in range(4):
            for j in T.unroll(4):
                A[i] = T.float32(0.0)
