# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_simple_compute(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        with T.sblock(""):
            T.reads(A[tx, 0:16])
            T.writes(C[tx, 0:16])
            B = T.sblock_alloc_buffer((2, 16, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[tx, 0])
                T.writes(B[0, tx, 0])
                B[0, tx, 0] = A[tx, 0] * T.float32(2.0)
            with T.sblock(""):
                T.reads(A[tx, 1:16], B[0:2, tx, 0])
                T.writes(B[0:2, tx, 0], C[tx, 0:15])
                for i in range(15):
                    with T.sblock(""):
                        T.reads(A[tx, i + 1])
                        T.writes(B[(i + 1) % 2, tx, 0])
                        B[(i + 1) % 2, tx, 0] = A[tx, i + 1] * T.float32(2.0)
                    with T.sblock(""):
                        T.reads(B[i % 2, tx, 0])
                        T.writes(C[tx, i])
                        C[tx, i] = B[i % 2, tx, 0] + T.float32(1.0)
            with T.sblock(""):
                T.reads(B[1, tx, 0])
                T.writes(C[tx, 15])
                C[tx, 15] = B[1, tx, 0] + T.float32(1.0)
