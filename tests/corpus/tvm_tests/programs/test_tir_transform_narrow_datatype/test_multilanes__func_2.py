# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((T.int64(1024),), "float32x2"), B: T.Buffer((T.int64(1024),), "float32x2")):
    for i in range(T.int64(1024)):
        B[i] = A[i] + T.Broadcast(T.float32(1.0), 2)
    A[0] = B[1]
