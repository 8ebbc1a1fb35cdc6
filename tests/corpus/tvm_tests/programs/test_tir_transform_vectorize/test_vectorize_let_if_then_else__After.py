# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        for i_s in range(4):
            if i_s < 2:
                result: T.let[T.int32] = T.if_then_else(i_s < 1, 1, 2)
