# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), a: T.int32, b: T.int32, c: T.int32, d: T.int32):
        B[0] = a + b
        B[1] = c + d
        B[2] = a + b
        B[3] = c + d
