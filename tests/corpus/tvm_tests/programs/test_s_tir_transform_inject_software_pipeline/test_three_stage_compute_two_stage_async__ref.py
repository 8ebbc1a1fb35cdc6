# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ref(A: T.Buffer((16, 16), "float32"), D: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        with T.sblock(""):
            T.reads(A[tx, 0:16])
            T.writes(D[tx, 0:16])
            B = T.sblock_alloc_buffer((2, 16, 1), scope="shared")
            C = T.sblock_alloc_buffer((2, 16, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[tx, 0:2], B[0:2, tx, 0])
                T.writes(B[0:2, tx, 0], C[0:2, tx, 0])
                for i in T.unroll(2):
                    with T.sblock(""):
                        T.where(i < 16)
                        T.reads(A[tx, i])
                        T.writes(B[i % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                        B[i % 2, tx, 0] = A[tx, i] * T.float32(2.0)
                    with T.sblock(""):
                        T.where(i == 1 and i - 1 < 16)
                        T.reads(B[(i - 1) % 2, tx, 0])
                        T.writes(C[(i - 1) % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 1, "async_wait_queue_scope": 0, "async_wait_inflight_count": 1, "async_scope": 1})
                        C[(i - 1) % 2, tx, 0] = B[(i - 1) % 2, tx, 0] + T.float32(2.0)
            with T.sblock(""):
                T.reads(A[tx, 2:16], B[0:2, tx, 0], C[0:2, tx, 0])
                T.writes(B[0:2, tx, 0], C[0:2, tx, 0], D[tx, 0:14])
                for i in range(14):
                    with T.sblock(""):
                        T.where(i + 2 < 16)
                        T.reads(A[tx, i + 2])
                        T.writes(B[(i + 2) % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                        B[(i + 2) % 2, tx, 0] = A[tx, i + 2] * T.float32(2.0)
                    with T.sblock(""):
                        T.where(i + 2 - 1 < 16)
                        T.reads(B[(i - 1 + 2) % 2, tx, 0])
                        T.writes(C[(i - 1 + 2) % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 1, "async_wait_queue_scope": 0, "async_wait_inflight_count": 1, "async_scope": 1})
                        C[(i - 1 + 2) % 2, tx, 0] = B[(i - 1 + 2) % 2, tx, 0] + T.float32(2.0)
                    with T.sblock(""):
                        T.where(i + 2 - 2 < 16)
                        T.reads(C[0:2, tx, 0])
                        T.writes(D[tx, i - 2 + 2])
                        T.attr({"async_wait_queue_scope": 1, "async_wait_inflight_count": 1})
                        D[tx, i - 2 + 2] = C[(i - 2 + 2) % 2, tx, 0] + T.float32(1.0)
            with T.sblock(""):
                T.reads(B[0:2, tx, 0], C[0:2, tx, 0])
                T.writes(C[0:2, tx, 0], D[tx, 14:16])
                for i in T.unroll(2):
                    with T.sblock(""):
                        T.where(i + 16 - 1 < 16)
                        T.reads(B[(i - 1 + 16) % 2, tx, 0])
                        T.writes(C[(i - 1 + 16) % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 1, "async_wait_queue_scope": 0, "async_wait_inflight_count": 0 - i, "async_scope": 1})
                        C[(i - 1 + 16) % 2, tx, 0] = B[(i - 1 + 16) % 2, tx, 0] + T.float32(2.0)
                    with T.sblock(""):
                        T.where(i + 16 - 2 < 16)
                        T.reads(C[0:2, tx, 0])
                        T.writes(D[tx, i - 2 + 16])
                        T.attr({"async_wait_queue_scope": 1, "async_wait_inflight_count": T.if_then_else(i + 16 - 1 < 16, 1, 0)})
                        D[tx, i - 2 + 16] = C[(i - 2 + 16) % 2, tx, 0] + T.float32(1.0)
