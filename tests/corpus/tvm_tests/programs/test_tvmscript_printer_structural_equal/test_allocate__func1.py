# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func1():
    a = T.alloc_buffer((128, 128))
