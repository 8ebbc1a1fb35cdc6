# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(a: T.int32, b: T.int32):
    T.evaluate(a)
    T.evaluate(b)
    T.evaluate(a)
    T.evaluate(b)
    T.evaluate(a)
    T.evaluate(b)
