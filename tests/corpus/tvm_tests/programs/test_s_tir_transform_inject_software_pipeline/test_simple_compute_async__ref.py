# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ref(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        with T.sblock(""):
            T.reads(A[tx, 0:16])
            T.writes(C[tx, 0:16])
            B = T.sblock_alloc_buffer((2, 16, 1), scope="shared")
            with T.sblock(""):
                T.reads(A[tx, 0])
                T.writes(B[T.FloorMod(0, 2), tx, 0])
                T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                B[T.FloorMod(0, 2), tx, 0] = A[tx, 0] * T.float32(2.0)
            with T.sblock(""):
                T.reads(A[tx, 1:16], B[0:2, tx, 0])
                T.writes(B[0:2, tx, 0], C[tx, 0:15])
                for i in range(15):
                    with T.sblock(""):
                        T.where(i + 1 < 16)
                        T.reads(A[tx, i + 1])
                        T.writes(B[(i + 1) % 2, tx, 0])
                        T.attr({"async_commit_queue_scope": 0, "async_scope": 1})
                        B[(i + 1) % 2, tx, 0] = A[tx, i + 1] * T.float32(2.0)
                    with T.sblock(""):
                        T.where(i + 1 - 1 < 16)
                        T.reads(B[(i - 1 + 1) % 2, tx, 0])
                        T.writes(C[tx, i - 1 + 1])
                        T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 1})
                        C[tx, i - 1 + 1] = B[(i - 1 + 1) % 2, tx, 0] + T.float32(1.0)
            with T.sblock(""):
                T.reads(B[T.FloorMod(15, 2), tx, 0])
                T.writes(C[tx, 15])
                T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 0})
                C[tx, 15] = B[T.FloorMod(15, 2), tx, 0] + T.float32(1.0)
