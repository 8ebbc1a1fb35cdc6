# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_sync_desc(A: T.Buffer((64, 4), "float16", scope="warp", offset_factor=1), B: T.Buffer((64, 4), "float16", scope="warp", offset_factor=1), C: T.Buffer((64, 4), "float32", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:64, 0:4], A[0:64, 0:4], B[0:64, 0:4])
        T.writes(C[0:64, 0:4])
        for i, j, k in T.grid(16, 16, 16):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vj + vi // 4 * 16, vi % 4], A[vi + 16 * (vk // 4), vk % 4], B[vj + vk // 4 * 16, vk % 4])
                T.writes(C[vj + vi // 4 * 16, vi % 4])
                C[vj + vi // 4 * 16, vi % 4] = C[vj + vi // 4 * 16, vi % 4] + T.Cast("float32", A[vi + 16 * (vk // 4), vk % 4]) * T.Cast("float32", B[vj + vk // 4 * 16, vk % 4])
