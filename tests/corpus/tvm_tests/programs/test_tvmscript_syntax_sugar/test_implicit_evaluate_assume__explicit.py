# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def explicit(A: T.Buffer((1,), "int32")):
    T.assume(A[0] == 5)
    A[0] = 10
