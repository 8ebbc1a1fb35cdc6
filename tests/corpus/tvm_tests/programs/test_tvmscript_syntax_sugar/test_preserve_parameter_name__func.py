# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(i: T.int32):
    j: T.int32 = i
    T.evaluate(j)
