# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def nested_pipeline_prefetch_inner(A: T.Buffer((16, 16, 16), "float32"), C: T.Buffer((16, 16, 16), "float32")):
    # with T.sblock("root"):
    for tx in T.thread_binding(16, thread="threadIdx.x"):
        for i in T.serial(16, annotations={"software_pipeline_order": [0, 2, 1, 3], "software_pipeline_stage": [0, 0, 1, 1]}):
            with T.sblock(""):
                T.reads(A[tx, i, 0:16])
                T.writes(C[tx, i, 0:16])
                A_shared = T.sblock_alloc_buffer((16, 1, 16), scope="shared")
                for j in range(16):
                    with T.sblock(""):
                        T.reads(A[tx, i, j])
                        T.writes(A_shared[tx, 0, j])
                        A_shared[tx, 0, j] = A[tx, i, j]
                for j in T.serial(16, annotations={"software_pipeline_order": [0, 1], "software_pipeline_stage": [0, 1]}):
                    with T.sblock(""):
                        T.reads(A_shared[tx, 0, j])
                        T.writes(C[tx, i, j])
                        B = T.sblock_alloc_buffer((16, 1, 1), scope="shared")
                        with T.sblock(""):
                            T.reads(A_shared[tx, i, j])
                            T.writes(B[tx, i, 0])
                            B[tx, i, 0] = A_shared[tx, 0, j] * T.float32(2.0)
                        with T.sblock(""):
                            T.reads(B[tx, i, 0])
                            T.writes(C[tx, i, j])
                            C[tx, i, j] = B[tx, i, 0] + T.float32(1.0)
