# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32"), tid: T.int32, v: T.int32):
    for i in range(tid, tid + (1024 - tid), 2):
        C[i] = A[i] + B[i]
    for i in T.unroll(tid, tid + (1024 - tid), step=3):
        C[i] = A[i] + B[i]
    for i in T.vectorized(tid, tid + (1024 - tid), step=4):
        C[i] = A[i] + B[i]
    for i in T.parallel(tid, tid + (1024 - tid), step=5):
        C[i] = A[i] + B[i]
    for i in range(tid, tid + (1024 - tid), 6):
        C[i] = A[i] + B[i]
