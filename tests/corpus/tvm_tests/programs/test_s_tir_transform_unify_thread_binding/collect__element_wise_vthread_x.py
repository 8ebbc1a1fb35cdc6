# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def element_wise_vthread_x(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    for i_0 in T.thread_binding(2, thread="vthread.x"):
        for i_1 in T.thread_binding(64, thread="threadIdx.x"):
            for j_0 in T.thread_binding(2, thread="vthread.x"):
                for j_1 in range(64):
                    with T.sblock(""):
                        T.reads(A[i_0 * 64 + i_1, j_0 * 64 + j_1])
                        T.writes(B[i_0 * 64 + i_1, j_0 * 64 + j_1])
                        B[i_0 * 64 + i_1, j_0 * 64 + j_1] = A[i_0 * 64 + i_1, j_0 * 64 + j_1] * T.float32(2.0)
