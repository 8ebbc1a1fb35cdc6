# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((1,), "bool"), n: T.int32, m: T.int32):
    A[0] = n < m + 10 or n < m + 5
