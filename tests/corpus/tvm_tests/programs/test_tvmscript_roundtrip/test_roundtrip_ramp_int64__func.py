# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    T.evaluate(T.Ramp(T.int64(0), T.int64(1), 3))
