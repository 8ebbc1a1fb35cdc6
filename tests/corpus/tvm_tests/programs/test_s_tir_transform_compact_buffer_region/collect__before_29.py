# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((1, 1, "n", n), "float32"), n: T.int32):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer((n, n))
    for i in T.thread_binding(256, thread="blockIdx.x"):
        for j in T.thread_binding(256, thread="threadIdx.x"):
            for k in range((n * n + 65535) // 65536):
                with T.sblock("make_diag_mask_te"):
                    T.where((k * 256 + i) * 256 + j < n * n)
                    T.reads()
                    T.writes(B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n])
                    B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n] = T.Select((k * 65536 + i * 256 + j) // n < (k * 65536 + i * 256 + j) % n, T.float32(-340282346638528859811704183484516925440.0), T.float32(340282346638528859811704183484516925440.0))
    for i in T.thread_binding(256, thread="blockIdx.x"):
        for j in T.thread_binding(256, thread="threadIdx.x"):
            for k in range((n * n + 65535) // 65536):
                with T.sblock("T_broadcast_to"):
                    T.where((k * 256 + i) * 256 + j < n * n)
                    T.reads(B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n])
                    T.writes(A[0, 0, (k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n])
                    A[0, 0, (k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n] = B[(k * 65536 + i * 256 + j) // n, (k * 65536 + i * 256 + j) % n]
