# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def compacted_symbolic_func(A: T.Buffer(("n", "m"), "float32"), C: T.Buffer((n, m), "float32"), n: T.int32, m: T.int32):
    # with T.sblock("root"):
    for i in range(n):
        with T.sblock(""):
            T.reads(A[i, m])
            T.writes(C[i, m])
            B = T.sblock_alloc_buffer((m,))
            for j in range(m):
                with T.sblock(""):
                    T.reads(A[i, j])
                    T.writes(B[j])
                    B[j] = A[i, j] + T.float32(1.0)
            for j in range(m):
                with T.sblock(""):
                    T.reads(B[j])
                    T.writes(C[i, j])
                    C[i, j] = B[j] * T.float32(2.0)
