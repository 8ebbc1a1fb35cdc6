# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def after(A: T.Buffer(("K",), "float32"), E: T.Buffer((K,), "float32")):
    K = T.int32()
    with T.sblock("root"):
        T.reads()
        T.writes()
        with T.sblock(""):
            T.reads(A[0:T.max(3, K)])
            T.writes(E[T.min(0, K - 3):T.min(0, K - 3) + T.max(K, 3)])
            B = T.sblock_alloc_buffer((2, 1), scope="shared")
            C = T.sblock_alloc_buffer((2, 1), scope="shared")
            D = T.sblock_alloc_buffer((2, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[0:3], B[0:2, 0], C[0:2, 0])
                T.writes(B[0:2, 0], C[0:2, 0], D[0:2, 0])
                for i in T.unroll(3):
                    with T.sblock(""):
                        T.where(i < K)
                        T.reads(A[i])
                        T.writes(B[0:2, 0])
                        B[i % 2, 0] = A[i] * T.float32(2.0)
                    with T.sblock(""):
                        T.where(1 <= i and i <= K)
                        T.reads(B[0:2, 0])
                        T.writes(C[0:2, 0])
                        C[(i + 1) % 2, 0] = B[(i + 1) % 2, 0] + T.float32(3.0)
                    with T.sblock(""):
                        T.where(i == 2 and i < K + 2)
                        T.reads(C[0:2, 0])
                        T.writes(D[0:2, 0])
                        D[i % 2, 0] = C[i % 2, 0] + T.float32(4.0)
            with T.sblock(""):
                T.reads(A[3:3 + (K - 3)], B[0:2, 0], C[0:2, 0], D[0:2, 0])
                T.writes(B[0:2, 0], C[0:2, 0], D[0:2, 0], E[0:K - 3])
                for i in range(K - 3):
                    with T.sblock(""):
                        T.reads(A[i + 3])
                        T.writes(B[0:2, 0])
                        B[(i + 1) % 2, 0] = A[i + 3] * T.float32(2.0)
                    with T.sblock(""):
                        T.reads(B[0:2, 0])
                        T.writes(C[0:2, 0])
                        C[i % 2, 0] = B[i % 2, 0] + T.float32(3.0)
                    with T.sblock(""):
                        T.reads(C[0:2, 0])
                        T.writes(D[0:2, 0])
                        D[(i + 1) % 2, 0] = C[(i + 1) % 2, 0] + T.float32(4.0)
                    with T.sblock(""):
                        T.reads(D[0:2, 0])
                        T.writes(E[i])
                        E[i] = D[i % 2, 0] + T.float32(5.0)
            with T.sblock(""):
                T.reads(B[0:2, 0], C[0:2, 0], D[0:2, 0])
                T.writes(C[0:2, 0], D[0:2, 0], E[K - 3:K - 3 + 3])
                for i in T.unroll(3):
                    with T.sblock(""):
                        T.where(1 <= i + K and i + K == K and 3 <= i + K)
                        T.reads(B[0:2, 0])
                        T.writes(C[0:2, 0])
                        C[(i + K + 1) % 2, 0] = B[(i + K + 1) % 2, 0] + T.float32(3.0)
                    with T.sblock(""):
                        T.where(2 <= i + K and i < 2 and 3 <= i + K)
                        T.reads(C[0:2, 0])
                        T.writes(D[0:2, 0])
                        D[(i + K) % 2, 0] = C[(i + K) % 2, 0] + T.float32(4.0)
                    with T.sblock(""):
                        T.where(3 <= i + K and 3 <= i + K)
                        T.reads(D[0:2, 0])
                        T.writes(E[i + K - 3])
                        E[i + K - 3] = D[(i + K + 1) % 2, 0] + T.float32(5.0)
