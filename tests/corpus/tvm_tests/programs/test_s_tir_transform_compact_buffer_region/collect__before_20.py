# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((960, 770), "float32"), B: T.Buffer((770, 2304), "float32"), C: T.Buffer((960, 2304), "float32")):
    # with T.sblock("root"):
    for bx in T.thread_binding(144, thread="blockIdx.x"):
        for vx in T.thread_binding(2, thread="vthread.x"):
            for tx_p in T.thread_binding(256, thread="threadIdx.x"):
                with T.sblock(""):
                    T.reads(A[bx // 18 * 128:bx // 18 * 128 + 192, 0:772], B[0:776, bx % 18 * 128:bx % 18 * 128 + 128], C[bx // 18 * 128 + tx_p // 32 * 16:bx // 18 * 128 + tx_p // 32 * 16 + 16, bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2:bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2 + 2])
                    T.writes(C[bx // 18 * 128 + tx_p // 32 * 16:bx // 18 * 128 + tx_p // 32 * 16 + 16, bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2:bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2 + 2])
                    for k_0 in range(193):
                        with T.sblock(""):
                            T.reads(A[bx // 18 * 128:bx // 18 * 128 + 192, k_0 * 4:k_0 * 4 + 4], B[k_0 * 4:k_0 * 4 + 8, bx % 18 * 128:bx % 18 * 128 + 128], C[bx // 18 * 128 + tx_p // 32 * 16:bx // 18 * 128 + tx_p // 32 * 16 + 16, bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2:bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2 + 2])
                            T.writes(C[bx // 18 * 128 + tx_p // 32 * 16:bx // 18 * 128 + tx_p // 32 * 16 + 16, bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2:bx % 18 * 128 + vx % 2 * 64 + tx_p % 32 * 2 + 2])
                            A_shared = T.sblock_alloc_buffer((960, 770), scope="shared")
                            B_shared = T.sblock_alloc_buffer((770, 2304), scope="shared")
                            for _u in range(1):
                                for tx in T.thread_binding(256, thread="threadIdx.x"):
                                    for vec in T.vectorized(3):
                                        with T.sblock("A_shared"):
                                            T.where(bx // 18 * 128 + ((_u * 256 + tx) * 3 + vec) // 4 < 960 and k_0 * 4 + ((_u * 256 + tx) * 3 + vec) % 4 < 770 and (_u * 256 + tx) * 3 + vec < 512)
                                            T.reads(A[bx // 18 * 128 + (_u * 768 + tx * 3 + vec) // 4, k_0 * 4 + (_u * 768 + tx * 3 + vec) % 4])
                                            T.writes(A_shared[bx // 18 * 128 + (_u * 768 + tx * 3 + vec) // 4, k_0 * 4 + (_u * 768 + tx * 3 + vec) % 4])
                                            A_shared[bx // 18 * 128 + (_u * 768 + tx * 3 + vec) // 4, k_0 * 4 + (_u * 768 + tx * 3 + vec) % 4] = A[bx // 18 * 128 + (_u * 768 + tx * 3 + vec) // 4, k_0 * 4 + (_u * 768 + tx * 3 + vec) % 4]
                            for _u in range(1):
                                for tx in T.thread_binding(256, thread="threadIdx.x"):
                                    for vec in T.vectorized(4):
                                        with T.sblock("B_shared"):
                                            T.where(k_0 * 4 + ((_u * 256 + tx) * 4 + vec) // 128 < 770 and (_u * 256 + tx) * 4 + vec < 512)
                                            T.reads(B[k_0 * 4 + (_u * 1024 + tx * 4 + vec) // 128, bx % 18 * 128 + (_u * 1024 + tx * 4 + vec) % 128])
                                            T.writes(B_shared[k_0 * 4 + (_u * 1024 + tx * 4 + vec) // 128, bx % 18 * 128 + (_u * 1024 + tx * 4 + vec) % 128])
                                            B_shared[k_0 * 4 + (_u * 1024 + tx * 4 + vec) // 128, bx % 18 * 128 + (_u * 1024 + tx * 4 + vec) % 128] = B[k_0 * 4 + (_u * 1024 + tx * 4 + vec) // 128, bx % 18 * 128 + (_u * 1024 + tx * 4 + vec) % 128]
                            for k_1, i_3, j_3, k_2, i_4, j_4 in T.grid(1, 8, 1, 4, 2, 2):
                                with T.sblock("update_update"):
                                    T.reads(C[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4], A_shared[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, (k_0 + k_1) * 4 + k_2], B_shared[(k_0 + k_1) * 4 + k_2, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4])
                                    T.writes(C[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4])
                                    C[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4] = C[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4] + A_shared[((bx // 18 * 8 + tx_p // 32) * 8 + i_3) * 2 + i_4, (k_0 + k_1) * 4 + k_2] * B_shared[(k_0 + k_1) * 4 + k_2, ((bx % 18 * 2 + vx % 2) * 32 + tx_p % 32 + j_3) * 2 + j_4]
