# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((128,), "float32"), C: T.Buffer((128,), "float32")):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer((128,))
    for i in T.thread_binding(128, thread="threadIdx.x"):
        B[i] = A[i] + T.float32(1.0)
    for i in T.thread_binding(128, thread="threadIdx.x"):
        C[i] = B[i] + T.float32(2.0)
