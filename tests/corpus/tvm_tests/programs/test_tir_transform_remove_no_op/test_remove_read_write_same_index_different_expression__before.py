# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((16,), "int32")):
    for io, ii in T.grid(4, 4):
        i: T.let[T.int32] = 4 * io + ii
        A[4 * io + ii] = A[i]
