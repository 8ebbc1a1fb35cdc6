# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    T.evaluate(-2147483648)
    T.evaluate(T.int64(-2147483648))
