# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def unified_element_wise_vthread_x(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    for vthread_x in T.thread_binding(2, thread="vthread.x"):
        for threadIdx_x in T.thread_binding(64, thread="threadIdx.x"):
            for j_1 in range(64):
                with T.sblock(""):
                    T.reads(A[vthread_x * 64 + threadIdx_x, vthread_x * 64 + j_1])
                    T.writes(B[vthread_x * 64 + threadIdx_x, vthread_x * 64 + j_1])
                    B[vthread_x * 64 + threadIdx_x, vthread_x * 64 + j_1] = A[vthread_x * 64 + threadIdx_x, vthread_x * 64 + j_1] * T.float32(2.0)
