# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func_a(A: T.Buffer((1,), "float32")):
        T.evaluate(A[0])

    @T.prim_func(s_tir=True)
    def func_b(A: T.Buffer((1,), "float32")):
        T.evaluate(A[0])
