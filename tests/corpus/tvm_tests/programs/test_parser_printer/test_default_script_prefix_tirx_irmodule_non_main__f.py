# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    A = T.float32(1.0)
