# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def select(A: T.Buffer((), "float32")):
    A[()] = T.Cast("float32", T.Select(T.bool(True), 1, 2))
