# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128, 128), "int32"), B: T.Buffer((128, 128), "int32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(128, 128, 128):
        with T.sblock("reduce"):
            T.reads(A[i, j, k])
            T.writes(B[i, j])
            with T.init():
                B[i, j] = 0
            B[i, j] = B[i, j] + A[i, j, k]
