# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func_a(n: T.int32):
        T.evaluate(n)

    @T.prim_func(s_tir=True)
    def func_b(n: T.int32):
        T.evaluate(n)
