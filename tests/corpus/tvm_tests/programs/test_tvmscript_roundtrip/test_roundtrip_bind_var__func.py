# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    x: T.let[T.int32] = 0
    y: T.let[T.int32] = 0
