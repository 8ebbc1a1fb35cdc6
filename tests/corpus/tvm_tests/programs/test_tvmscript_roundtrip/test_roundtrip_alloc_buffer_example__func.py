# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((128,), "float32"), C: T.Buffer((128,), "float32")):
    B = T.alloc_buffer((128,))
    for i in range(128):
        B[i] = A[i] * T.float32(2.0)
    for i in range(128):
        C[i] = B[i] + T.float32(1.0)
