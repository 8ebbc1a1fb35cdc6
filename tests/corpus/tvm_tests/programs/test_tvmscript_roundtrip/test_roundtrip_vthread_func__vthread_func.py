# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def vthread_func(A: T.Buffer((256,), "float32"), C: T.Buffer((256,), "float32")):
    i0 = T.launch_thread("blockIdx.x", 4)
    i1 = T.launch_thread("threadIdx.x", 2)
    i2 = T.launch_thread("vthread", 2)
    B = T.alloc_local((16,))
    for j in range(16):
        B[j] = A[i0 * 64 + i1 * 32 + i2 * 16 + j] + T.float32(1.0)
    for j in range(16):
        C[i0 * 64 + i1 * 32 + i2 * 16 + j] = B[j] * T.float32(2.0)
