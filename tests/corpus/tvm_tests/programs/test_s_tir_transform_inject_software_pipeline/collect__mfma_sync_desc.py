# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_sync_desc(A: T.Buffer((64, 1), "float32", scope="warp", offset_factor=1), B: T.Buffer((64, 1), "float32", scope="warp", offset_factor=1), C: T.Buffer((64, 4), "float32", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:64, 0:4], A[0:64, 0], B[0:64, 0])
        T.writes(C[0:64, 0:4])
        for i, j, k in T.grid(16, 16, 4):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vj + vi // 4 * 16, vi % 4], A[vk * 16 + vi, 0], B[vk * 16 + vj, 0])
                T.writes(C[vj + vi // 4 * 16, vi % 4])
                C[vj + vi // 4 * 16, vi % 4] = C[vj + vi // 4 * 16, vi % 4] + A[vk * 16 + vi, 0] * B[vk * 16 + vj, 0]
