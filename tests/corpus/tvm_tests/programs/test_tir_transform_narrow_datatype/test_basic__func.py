# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i, j in T.grid(2, 2):
        B[i * 2 + j] = A[i * 2 + j] + T.float32(1.0)
