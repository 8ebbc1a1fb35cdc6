# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), B: T.Buffer((25,), "float32")):
        A[0:T.vscale() * 4] = T.Select(T.Broadcast(T.bool(True), T.vscale() * 4), A[T.Ramp(0, 1, T.vscale() * 4)], B[T.Ramp(0, 1, T.vscale() * 4)])
