# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128,), "int32"), B: T.Buffer((128,), "int32")):
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((128,), "int64")
    for i, j in T.grid(16, 8):
        with T.sblock(""):
            vi = T.axis.spatial(128, i * 8 + j)
            T.reads(A[vi])
            T.writes(C[vi])
            C[vi] = T.Cast("int64", A[vi]) + T.int64(1)
    for i, j in T.grid(16, 8):
        with T.sblock(""):
            vi = T.axis.spatial(128, i * 8 + j)
            T.reads(C[vi])
            T.writes(B[vi])
            B[vi] = T.Cast("int32", C[vi] + T.int64(1))
