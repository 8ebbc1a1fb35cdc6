# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32"), i: T.int32):
        G: T.float32
        SD: T.float32
        LN: T.float32
        G = SD + LN + A[i]
        A[1] = G
