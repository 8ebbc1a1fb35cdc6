# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def implicit():
    T.evaluate(T.bool(True))
