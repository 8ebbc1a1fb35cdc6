# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32")):
        for i in T.vectorized(T.vscale() * 4):
            v: T.let[T.float32] = A[i] + T.float32(1.0)
            A[i] = v + T.float32(2.0)
