# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ref(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        with T.sblock(""):
            T.reads(A[tx, 0:16])
            T.writes(C[tx, 0:16])
            B = T.sblock_alloc_buffer((4, 16, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[tx, 0:3])
                T.writes(B[0:3, tx, 0])
                for i in T.unroll(3):
                    with T.sblock(""):
                        T.where(i < 16)
                        T.reads(A[tx, i])
                        T.writes(B[i % 4, tx, 0])
                        T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                        B[i % 4, tx, 0] = A[tx, i] * T.float32(2.0)
            with T.sblock(""):
                T.reads(A[tx, 3:16], B[0:4, tx, 0])
                T.writes(B[0:4, tx, 0], C[tx, 0:13])
                for i in range(13):
                    with T.sblock(""):
                        T.where(i + 3 < 16)
                        T.reads(A[tx, i + 3])
                        T.writes(B[(i + 3) % 4, tx, 0])
                        T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                        B[(i + 3) % 4, tx, 0] = A[tx, i + 3] * T.float32(2.0)
                    with T.sblock(""):
                        T.where(i + 3 - 3 < 16)
                        T.reads(B[0:4, tx, 0])
                        T.writes(C[tx, i - 3 + 3])
                        T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 3})
                        C[tx, i - 3 + 3] = B[(i - 3 + 3) % 4, tx, 0] + T.float32(1.0)
            with T.sblock(""):
                T.reads(B[0:4, tx, 0])
                T.writes(C[tx, 13:16])
                for i in T.unroll(3):
                    with T.sblock(""):
                        T.where(i + 16 - 3 < 16)
                        T.reads(B[0:4, tx, 0])
                        T.writes(C[tx, i - 3 + 16])
                        T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 2 - i})
                        C[tx, i - 3 + 16] = B[(i - 3 + 16) % 4, tx, 0] + T.float32(1.0)
