# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128), "float32")):
    for i, j in T.grid(128, 128):
        if 0 < i and i < 128 and (0 < j and j < 128):
            A[i, j] = T.float32(1.0)
        else:
            A[i, j] = T.float32(0.0)
