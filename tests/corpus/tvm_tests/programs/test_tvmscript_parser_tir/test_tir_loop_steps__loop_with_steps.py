# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer(("N",), "float32"), B: T.Buffer((N,), "float32"), C: T.Buffer((N,), "float32"), tid: T.int32, v: T.int32):
    N = T.int32()
    for i in range(tid, tid + (N - tid), 2):
        C[i] = A[i] + B[i]
    for i in T.unroll(tid, tid + (N - tid), step=3):
        C[i] = A[i] + B[i]
    for i in T.vectorized(tid, tid + (N - tid), step=4):
        C[i] = A[i] + B[i]
    for i in T.parallel(tid, tid + (N - tid), step=5):
        C[i] = A[i] + B[i]
    for i in range(tid, tid + (N - tid), v):
        C[i] = A[i] + B[i]
