# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((1,), "bool"), i: T.int32, j: T.int32, k: T.int32):
    A[0] = i == 0 or j == 10 or k == 20
