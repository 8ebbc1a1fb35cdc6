# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), c1: T.int32, c2: T.int32, y: T.int32, z: T.int32):
        if c1:
            if c2:
                B[0] = y + z
            else:
                B[1] = y + z
        else:
            B[2] = y
