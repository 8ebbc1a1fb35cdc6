# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def segment_sum(A: T.Buffer(("m",), "float32"), B: T.Buffer(("n",), "float32"), indptr: T.Buffer((n + 1,), "int32"), n: T.int32, m: T.int32):
    # with T.sblock("root"):
    for i in range(n):
        with T.sblock("outer"):
            vi = T.axis.spatial(n, i)
            T.reads(indptr[i:i + 2], B[vi], A[indptr[i]:indptr[i] + (indptr[i + 1] - indptr[i])])
            T.writes(B[vi])
            for j in range(indptr[i], indptr[i] + (indptr[i + 1] - indptr[i])):
                with T.sblock("inner"):
                    vj = T.axis.reduce(m, j)
                    T.reads(B[vi], A[vj])
                    T.writes(B[vi])
                    with T.init():
                        B[vi] = T.float32(0.0)
                    B[vi] = B[vi] + A[vj]
