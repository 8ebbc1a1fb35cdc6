# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def main():
        var: T.let[T.int32] = 32
        T.evaluate(var)
        var_1: T.let[T.int32] = 16
        T.evaluate(var_1)
        T.evaluate(var_1)
