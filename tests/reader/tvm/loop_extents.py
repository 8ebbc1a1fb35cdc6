from tvm.script import tirx as T
from tvm.script import ir as I
@I.ir_module(check_well_formed=False)
class M:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32, m: T.int32, k: T.int64):
        for i in range(1, n + 1):
            A[i] = T.float32(0)
        for i in range(n, n + 4):
            A[i] = T.float32(0)
        for i in range(2, n):
            A[i] = T.float32(0)
        for i in range(n, m):
            A[i] = T.float32(0)
        for i in range(n * 2, n * 2 + 8):
            A[i] = T.float32(0)
        for i in range(0, n):
            A[i] = T.float32(0)
        for i in range(k):
            A[i] = T.float32(0)
        for i in range(2, k):
            A[i] = T.float32(0)
        for i in range(n, 0):
            A[i] = T.float32(0)
        for i in T.grid((1, 4)):
            A[i] = T.float32(0)
        for i in range(T.int64(4)):
            A[i] = T.float32(0)
        for i in T.thread_binding(2, 6, thread="blockIdx.x"):
            A[i] = T.float32(0)
