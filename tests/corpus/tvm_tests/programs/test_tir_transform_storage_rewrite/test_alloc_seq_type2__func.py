# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(n: T.int32):
    for i in range(n):
        for j in range(10):
            A = T.alloc_buffer((200,), scope="local.L0A2")
            A[j] = T.float32(1.2)
        for j in range(20):
            B = T.alloc_buffer((400,), "int16", scope="local.L0A2")
            B[j] = T.int16(1)
        for j in range(10):
            C = T.alloc_buffer((200,), scope="local.L0A2")
            C[j] = T.float32(1.2)
