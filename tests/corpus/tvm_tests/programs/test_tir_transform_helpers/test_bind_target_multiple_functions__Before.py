# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func1():
        T.evaluate(0)

    @T.prim_func(s_tir=True)
    def func2():
        T.evaluate(0)
