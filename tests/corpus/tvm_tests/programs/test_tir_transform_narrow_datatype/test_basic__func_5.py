# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.handle("float32", "global"), B: T.handle("float32", "global"), m: T.int32, n: T.int32):
    A_buf = T.decl_buffer((m * n,), data=A)
    B_buf = T.decl_buffer((m * n,), data=B)
    for i, j in T.grid(m, n):
        B_buf[i * n + j] = A_buf[i * n + j] + T.float32(1.0)
