# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), a: T.int32, b: T.int32, c: T.int32, d: T.int32):
        cse_v1: T.let[T.int32] = a + b
        B[0] = cse_v1
        cse_v2: T.let[T.int32] = c + d
        B[1] = cse_v2
        B[2] = cse_v1
        B[3] = cse_v2
