# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), n: T.int32, x: T.int32):
        if x < n:
            A[0:4] = A[T.Ramp(0, 1, 4)] + T.Broadcast(T.float32(1.0), 4)
        else:
            for i_s in range(4):
                if i_s < n:
                    A[i_s] = T.float32(2.0)
