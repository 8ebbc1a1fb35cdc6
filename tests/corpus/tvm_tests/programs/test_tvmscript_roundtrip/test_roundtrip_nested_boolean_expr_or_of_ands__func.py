# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((1,), "bool"), i: T.bool, j: T.bool, k: T.bool):
    A[0] = i and j or j and k or i and k or i or j or k
