# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((50,), "int32"), x: T.int32):
        B[0] = T.call_extern("int32", "my_func", x) + 1
        B[1] = T.call_extern("int32", "my_func", x) + 1
