# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32")):
    # with T.sblock("root"):
    for i in range(32):
        with T.sblock(""):
            vi = T.axis.spatial(32, i)
            T.reads(A[vi])
            T.writes(B[vi])
            B[vi] = A[vi]
