# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_sync_desc(A: T.Buffer((16, 8), "float16", scope="m16n8k8.matrixA", offset_factor=1), B: T.Buffer((8, 8), "float16", scope="m16n8k8.matrixB", offset_factor=1), C: T.Buffer((16, 8), "float16", scope="m16n8k8.matrixC", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:16, 0:8], A[0:16, 0:8], B[0:8, 0:8])
        T.writes(C[0:16, 0:8])
        for i, j, k in T.grid(16, 8, 8):
            with T.sblock("m16n8k8_sync"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vi, vj], A[vi, vk], B[vk, vj])
                T.writes(C[vi, vj])
                C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]
