# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def unified_element_wise_kernels_with_different_size(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((256, 256), "float32"), D: T.Buffer((256, 256), "float32")):
    for blockIdx_x in T.thread_binding(128, thread="blockIdx.x"):
        for threadIdx_x in T.thread_binding(128, thread="threadIdx.x"):
            B[blockIdx_x, threadIdx_x] = A[blockIdx_x, threadIdx_x] * T.float32(2.0)
    for blockIdx_x in T.thread_binding(256, thread="blockIdx.x"):
        for threadIdx_x in T.thread_binding(256, thread="threadIdx.x"):
            D[blockIdx_x, threadIdx_x] = C[blockIdx_x, threadIdx_x] + T.float32(1.0)
