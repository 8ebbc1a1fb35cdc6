# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((524288,), "float32"), B: T.Buffer((524288,), "float32")):
    bx = T.launch_thread("blockIdx.x", 16384)
    tx = T.launch_thread("threadIdx.x", 32)
    B[bx * 32 + tx] = A[bx * 32 + tx] + T.float32(1.0)
