# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128, 128), "int32")):
    for iters_0, iters_1, iters_2 in T.grid(128, 128, 128):
        A[iters_0, iters_1, iters_2] = 1
