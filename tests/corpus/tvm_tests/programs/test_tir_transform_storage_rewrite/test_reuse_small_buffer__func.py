# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(n: T.int32):
    for i, j in T.grid(n, 10):
        A = T.alloc_buffer((200,), "int16", scope="local.L0A")
        A[j] = T.int16(1)
        B = T.alloc_buffer((200,), "int16", scope="local.L0A")
        B[j] = T.int16(1)
        B1 = T.alloc_buffer((200,), "int16", scope="local.L0A")
        B1[j] = A[j] + B[j]
        C = T.alloc_buffer((400,), "int16", scope="local.L0A")
        C[j] = T.int16(1)
        D = T.alloc_buffer((400,), "int16", scope="local.L0A")
        D[j] = T.int16(1)
        E = T.alloc_buffer((400,), "int16", scope="local.L0A")
        E[j] = C[j]
