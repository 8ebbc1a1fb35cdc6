# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        A[i, j] = T.if_then_else(i < 2, T.float32(1.0), T.float32(2.0))
