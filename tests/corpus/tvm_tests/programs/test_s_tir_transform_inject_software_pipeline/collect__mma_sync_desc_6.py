# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_sync_desc(A: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), B: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), C: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16)):
    with T.sblock("root"):
        T.reads(C[0:32, 0:8], A[0:32, 0:8], B[0:32, 0:8])
        T.writes(C[0:32, 0:8])
        for i, j, k in T.grid(16, 16, 16):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[4 * (vi % 8) + vj % 8 // 2, 4 * (vj // 8) + vi // 8 * 2 + vj % 2], A[4 * (vi % 8) + vk % 8 // 2, 4 * (vk // 8) + vi // 8 * 2 + vk % 2], B[4 * (vj % 8) + vk % 8 // 2, 4 * (vk // 8) + vj // 8 * 2 + vk % 2])
                T.writes(C[4 * (vi % 8) + vj % 8 // 2, 4 * (vj // 8) + vi // 8 * 2 + vj % 2])
                C[4 * (vi % 8) + vj % 8 // 2, 4 * (vj // 8) + vi // 8 * 2 + vj % 2] = C[4 * (vi % 8) + vj % 8 // 2, 4 * (vj // 8) + vi // 8 * 2 + vj % 2] + A[4 * (vi % 8) + vk % 8 // 2, 4 * (vk // 8) + vi // 8 * 2 + vk % 2] * B[4 * (vj % 8) + vk % 8 // 2, 4 * (vk // 8) + vj // 8 * 2 + vk % 2]
