# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((1, 1, "n", n), "float32"), n: T.int32):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer((n, n))
    for i in T.thread_binding(256, thread="blockIdx.x"):
        for j in T.thread_binding(256, thread="threadIdx.x"):
            for k in range((n * n + 65535) // 65536):
                with T.sblock("make_diag_mask_te"):
                    T.where(k * 65536 + i * 256 + j < n * n)
                    T.reads()
                    T.writes(B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n])
                    B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n] = T.Select((k * 65536 + i * 256 + j) // n < (k * 65536 + i * 256 + j) % n, T.float32(-340282346638528859811704183484516925440.0), T.float32(340282346638528859811704183484516925440.0))
    for i in T.thread_binding(256, thread="blockIdx.x"):
        for k in T.thread_binding(256, thread="threadIdx.x"):
            for k_1 in range((n * n + 65535) // 65536):
                with T.sblock("T_broadcast_to"):
                    T.where(k_1 * 65536 + i * 256 + k_1 < n * n)
                    T.reads(B[(k_1 * 65536 + i * 256 + k_1) // n, (k_1 * 65536 + i * 256 + k_1) % n])
                    T.writes(A[0, 0, (k_1 * 65536 + i * 256 + k_1) // n, (k_1 * 65536 + i * 256 + k_1) % n])
                    A[0, 0, (k_1 * 65536 + i * 256 + k_1) // n, (k_1 * 65536 + i * 256 + k_1) % n] = B[(k_1 * 65536 + i * 256 + k_1) // n, (k_1 * 65536 + i * 256 + k_1) % n]
