# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32")):
        v: T.let[T.float32x4] = A[T.Ramp(0, 1, 4)] + T.Broadcast(T.float32(1.0), 4)
        A[0:4] = v + T.Broadcast(T.float32(2.0), 4)
