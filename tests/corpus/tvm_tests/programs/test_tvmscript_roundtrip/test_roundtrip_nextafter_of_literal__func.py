# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    T.nextafter(T.float32(0.0), T.float32(1.0))
