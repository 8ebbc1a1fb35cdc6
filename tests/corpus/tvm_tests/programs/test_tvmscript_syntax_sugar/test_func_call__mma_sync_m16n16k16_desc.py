# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_sync_m16n16k16_desc(A: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), B: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), C: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16)):
    with T.sblock("root"):
        T.reads(C[0:32, 0:8], A[0:32, 0:8], B[0:32, 0:8])
        T.writes(C[0:32, 0:8])
        for i, j, k in T.grid(16, 16, 16):
            with T.sblock("C"):
                i_1, j_1, k_1 = T.axis.remap("SSR", [i, j, k])
                T.reads(C[i_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + i_1 // 8 * 2 + j_1 % 2], A[i_1 % 8 * 4 + k_1 % 8 // 2, k_1 // 8 * 4 + i_1 // 8 * 2 + k_1 % 2], B[k_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + k_1 // 8 * 2 + j_1 % 2])
                T.writes(C[i_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + i_1 // 8 * 2 + j_1 % 2])
                C[i_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + i_1 // 8 * 2 + j_1 % 2] = C[i_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + i_1 // 8 * 2 + j_1 % 2] + A[i_1 % 8 * 4 + k_1 % 8 // 2, k_1 // 8 * 4 + i_1 // 8 * 2 + k_1 % 2] * B[k_1 % 8 * 4 + j_1 % 8 // 2, j_1 // 8 * 4 + k_1 // 8 * 2 + j_1 % 2]
