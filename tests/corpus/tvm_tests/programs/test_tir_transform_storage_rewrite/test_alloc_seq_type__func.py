# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(n: T.int32):
    for i, j in T.grid(n, 10):
        A = T.alloc_buffer((200,), scope="local.L0A")
        A1 = T.alloc_buffer((200,), scope="local.L0A")
        A[j] = T.float32(1.2)
        A1[j] = T.float32(1.3)
        B = T.alloc_buffer((200,), "int16", scope="local.L0A")
        B[j] = T.int16(1)
        C = T.alloc_buffer((200,), "int16", scope="local.L0A")
        C[j] = T.int16(1)
        D = T.alloc_buffer((200,), "int16", scope="local.L0A")
        D[j] = B[j] + C[j]
        A2 = T.alloc_buffer((200,), scope="local.L0A")
        A2[j] = A[j]
