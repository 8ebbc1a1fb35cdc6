# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, z3: T.int32):
        z1: T.let[T.int32] = 1
        z2: T.let[T.int32] = 2
        B[i1] = z1 + z2
        x: T.let[T.int32] = 1
        y: T.let[T.int32] = 1
        a: T.let[T.int32] = x + y + (z1 + z2)
        b: T.let[T.int32] = x + y + z3
        B[i2] = a + b
