from tvm.script import tirx as T
@T.prim_func(s_tir=True)
def f(A: T.Buffer((16,), "float32"), n: T.int32, m: T.int32):
    for i in range(1, n * 4 + 1):
        A[0] = T.float32(0)
    for i in range(1, 1 + n):
        A[0] = T.float32(0)
    for i in range(2, 2 + (n - 2)):
        A[0] = T.float32(0)
    for i in range(n, n + (m - n)):
        A[0] = T.float32(0)
    for i in range(1, n + 3):
        A[0] = T.float32(0)
    for i in range(3, n + 1):
        A[0] = T.float32(0)
    for i in range(n + 1, n + 5):
        A[0] = T.float32(0)
    for i in range(1, 4 * n + 1):
        A[0] = T.float32(0)
    for i in range(1, n * m + 1):
        A[0] = T.float32(0)
    for i in range(n, 2 * n):
        A[0] = T.float32(0)
    for i in range(n, n * 2 + 3):
        A[0] = T.float32(0)
    for i in range(1, n // 2 + 1):
        A[0] = T.float32(0)
    for i in range(m + 1, n + m + 1):
        A[0] = T.float32(0)
