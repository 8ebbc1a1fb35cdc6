# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128, 128), "int32")):
    for i, j, k in T.grid(128, 128, 128):
        A[i, j, k] = 1
