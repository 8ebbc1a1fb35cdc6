# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def constant_folding(A: T.Buffer((), "float32")):
    A[()] = T.float32(2.2000000000000002)
    A[()] = T.float32(5.2000000000000002)
    A[()] = T.float32(2.2000000000000002)
