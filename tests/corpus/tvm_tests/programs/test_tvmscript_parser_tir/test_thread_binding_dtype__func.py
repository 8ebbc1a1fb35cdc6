# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    for i in T.thread_binding(T.int64(128), thread="threadIdx.x"):
        for j in T.thread_binding(128, thread="threadIdx.y"):
            B[i, j] = A[i, j]
