# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
    for i, j in T.grid(T.int64(2), T.int64(2)):
        B[i * T.int64(2) + j] = A[i * T.int64(2) + j] + T.float32(1.0)
