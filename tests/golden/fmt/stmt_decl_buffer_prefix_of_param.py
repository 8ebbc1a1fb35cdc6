# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 64), "float32")):
        P = A.view(128)
        P[0] = T.float32(2.0)
