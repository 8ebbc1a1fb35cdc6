# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128), "float32")):
    for i, j in T.grid(128, 128):
        A[i, j] = T.Cast("float32", T.if_then_else(i < j, i, j))
