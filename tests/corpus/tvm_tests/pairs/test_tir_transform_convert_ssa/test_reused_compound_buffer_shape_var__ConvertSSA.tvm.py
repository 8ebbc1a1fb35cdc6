# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def func_a(buffer: T.Buffer(("T.max(n, 1)",), "float32", layout=None)):
        n = T.int32()
        T.evaluate(n)

    @T.prim_func
    def func_b(buffer: T.Buffer(("T.max(n, 1)",), "float32", layout=None)):
        n = T.int32()
        T.evaluate(n)
