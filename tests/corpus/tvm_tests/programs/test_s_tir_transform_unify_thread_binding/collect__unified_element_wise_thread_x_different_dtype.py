# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def unified_element_wise_thread_x_different_dtype(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    for blockIdx_x in T.thread_binding(128, thread="blockIdx.x"):
        for threadIdx_x in T.thread_binding(4, thread="threadIdx.x"):
            for j0_1 in range(32):
                with T.sblock(""):
                    T.reads(A[blockIdx_x, threadIdx_x * 32 + j0_1])
                    T.writes(B[blockIdx_x, threadIdx_x * 32 + j0_1])
                    B[blockIdx_x, threadIdx_x * 32 + j0_1] = A[blockIdx_x, threadIdx_x * 32 + j0_1] * T.float32(2.0)
            for j1_1 in range(T.int64(32)):
                with T.sblock(""):
                    T.reads(B[blockIdx_x, T.Cast("int64", threadIdx_x) * T.int64(32) + j1_1])
                    T.writes(C[blockIdx_x, T.Cast("int64", threadIdx_x) * T.int64(32) + j1_1])
                    C[blockIdx_x, T.Cast("int64", threadIdx_x) * T.int64(32) + j1_1] = B[blockIdx_x, T.Cast("int64", threadIdx_x) * T.int64(32) + j1_1] + T.float32(1.0)
