# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    x = T.int32()
    T.evaluate(T.Let(x + 1, where={x: 1}))
