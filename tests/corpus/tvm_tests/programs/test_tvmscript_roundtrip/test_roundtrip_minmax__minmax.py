# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def minmax(A: T.Buffer((), "float32")):
    A[()] = T.float32(1.0)
    A[()] = T.float32(2.0)
