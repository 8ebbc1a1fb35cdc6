# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32")):
        for i_s in range(T.vscale() * 4):
            A[i_s] = T.if_then_else(i_s > 0, A[i_s] + T.float32(1.0), A[i_s])
