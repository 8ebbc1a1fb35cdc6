# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def explicit(i: T.int32):
    j: T.let[T.int32] = i
    T.evaluate(j)
