# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((1,), "bool"), i: T.int32, j: T.int32):
    if i < j:
        A[0] = T.bool(True)
