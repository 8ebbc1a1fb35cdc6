# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, i3: T.int32, y: T.int32, z: T.int32):
        b: T.let[T.int32] = 1
        if b:
            cse_v1: T.let[T.int32] = y + z
            B[i1] = cse_v1
            B[i2] = cse_v1
        else:
            B[i3] = y
