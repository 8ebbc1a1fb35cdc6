# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((1048576,), "float32"), B: T.Buffer((1048576,), "float32")):
    for i, j in T.grid(1024, 1024):
        B[i * 1024 + j] = A[i * 1024 + j] + T.float32(1.0)
