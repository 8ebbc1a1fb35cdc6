# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func_a():
        var: T.let[T.int32] = 10
        T.evaluate(var)

    @T.prim_func(s_tir=True)
    def func_b():
        var: T.let[T.int32] = 10
        T.evaluate(var)
