# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((8, 8), "float32"), C: T.Buffer((8, 8), "float32"), n: T.int32):
    # with T.sblock("root"):
    for i in range(8):
        with T.sblock(""):
            T.reads(A[0, 8])
            T.writes(C[0, 8])
            B = T.sblock_alloc_buffer((8, 8))
            for j in range(4):
                with T.sblock(""):
                    T.reads(A[i, j])
                    T.writes(B[i, j])
                    D = T.sblock_alloc_buffer((8, 8))
                    for k in range(4, 8):
                        D[k, j] = T.float32(1.0)
                    for k in range(2, 4):
                        B[i, j] = A[i, j] + D[k, j]
            for j in range(3, 5):
                with T.sblock(""):
                    T.reads(B[i, j])
                    T.writes(C[i, j])
                    C[i, j] = B[i, j]
            for j in range(6, 8):
                with T.sblock(""):
                    T.reads(B[i, j])
                    T.writes(C[i, j])
                    C[i, j] = B[i, j]
