# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((T.int64(64),), "float32"), B: T.Buffer((T.int64(64),), "float32")):
    bx = T.launch_thread("blockIdx.x", T.int64(2))
    tx = T.launch_thread("threadIdx.x", T.int64(32))
    B[bx * T.int64(32) + tx] = A[bx * T.int64(32) + tx] + T.float32(1.0)
