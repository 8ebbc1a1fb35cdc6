# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), n: T.int32):
        for i in range(n):
            A[i * (T.vscale() * 4):i * (T.vscale() * 4) + T.vscale() * 4] = T.if_then_else(i > 0, A[T.Ramp(i * (T.vscale() * 4), 1, T.vscale() * 4)], T.Broadcast(T.float32(0.0), T.vscale() * 4))
