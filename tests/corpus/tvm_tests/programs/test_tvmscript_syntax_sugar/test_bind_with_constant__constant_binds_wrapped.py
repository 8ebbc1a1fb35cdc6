# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def constant_binds_wrapped():
    T.evaluate(T.float32(43.0))
