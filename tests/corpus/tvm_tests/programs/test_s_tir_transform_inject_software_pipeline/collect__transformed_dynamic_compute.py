# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_dynamic_compute(A: T.Buffer((16, "k"), "float32"), C: T.Buffer((16, k), "float32")):
    k = T.int32()
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        with T.sblock(""):
            T.reads(A[tx, 0:T.max(1, k)])
            T.writes(C[tx, T.min(0, k - 1):T.min(0, k - 1) + T.max(k, 1)])
            B = T.sblock_alloc_buffer((2, 16, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[tx, 0])
                T.writes(B[0, tx, 0])
                with T.sblock(""):
                    T.where(0 < k)
                    T.reads(A[tx, 0])
                    T.writes(B[0, tx, 0])
                    B[0, tx, 0] = A[tx, 0] * T.float32(2.0)
            with T.sblock(""):
                T.reads(A[tx, 1:1 + (k - 1)], B[0:2, tx, 0])
                T.writes(B[0:2, tx, 0], C[tx, 0:k - 1])
                for i in range(k - 1):
                    with T.sblock(""):
                        T.reads(A[tx, i + 1])
                        T.writes(B[(i + 1) % 2, tx, 0])
                        B[(i + 1) % 2, tx, 0] = A[tx, i + 1] * T.float32(2.0)
                    with T.sblock(""):
                        T.reads(B[i % 2, tx, 0])
                        T.writes(C[tx, i])
                        C[tx, i] = B[i % 2, tx, 0] + T.float32(1.0)
            with T.sblock(""):
                T.reads(B[(k + 1) % 2, tx, 0])
                T.writes(C[tx, k - 1])
                with T.sblock(""):
                    T.where(1 <= k)
                    T.reads(B[(k + 1) % 2, tx, 0])
                    T.writes(C[tx, k - 1])
                    C[tx, k - 1] = B[(k + 1) % 2, tx, 0] + T.float32(1.0)
