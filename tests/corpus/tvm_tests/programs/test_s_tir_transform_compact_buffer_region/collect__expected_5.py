# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((8, 8), "float32"), C: T.Buffer((8, 8), "float32"), n: T.int32):
    # with T.sblock("root"):
    for i in range(8):
        with T.sblock(""):
            T.reads(A[0, 8])
            T.writes(C[0, 8])
            B = T.sblock_alloc_buffer((1, 8))
            for j in range(4):
                with T.sblock(""):
                    T.reads(A[i, j])
                    T.writes(B[0, j])
                    D = T.sblock_alloc_buffer((6, 1))
                    for k in range(4, 8):
                        D[k - 2, 0] = T.float32(1.0)
                    for k in range(2, 4):
                        B[0, j] = A[i, j] + D[k - 2, 0]
            for j in range(3, 5):
                with T.sblock(""):
                    T.reads(B[0, j])
                    T.writes(C[i, j])
                    C[i, j] = B[0, j]
            for j in range(6, 8):
                with T.sblock(""):
                    T.reads(B[0, j])
                    T.writes(C[i, j])
                    C[i, j] = B[0, j]
