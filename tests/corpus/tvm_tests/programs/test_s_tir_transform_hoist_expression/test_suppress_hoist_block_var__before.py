# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 16), "float32"), n: T.int32):
    thread_x = T.launch_thread("threadIdx.x", 128)
    for i in T.thread_binding(128, thread="threadIdx.x"):
        if i < 32:
            for j in range(16):
                A[i, j] = T.float32(0.0)
