# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "bool"), B: T.Buffer((25,), "bool")):
        A[0:4] = T.Broadcast(T.bool(True), 4) or B[T.Ramp(0, 1, 4)]
