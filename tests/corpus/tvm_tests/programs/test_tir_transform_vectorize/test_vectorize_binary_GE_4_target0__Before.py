# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), B: T.Buffer((25,), "float32")):
        for j in T.vectorized(4):
            A[j] = T.Cast("float32", T.float32(3.0) >= B[j])
