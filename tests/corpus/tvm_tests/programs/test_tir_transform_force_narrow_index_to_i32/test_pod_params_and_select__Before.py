# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32"), n: T.int64):
        for i in range(T.int64(4)):
            B[i] = T.Select(T.int64(1) <= i, A[i + n], T.Cast("float32", i))
