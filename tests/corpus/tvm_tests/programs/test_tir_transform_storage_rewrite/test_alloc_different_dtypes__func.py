# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    A = T.alloc_buffer((1024,), "float16", scope="local.L0A")
    B = T.alloc_buffer((1024,), "int32", scope="local.L0A")
    C = T.alloc_buffer((1024,), "uint16", scope="local.L0A")
    D = T.alloc_buffer((1024,), "int8", scope="local.L0A")
    E = T.alloc_buffer((1024,), "int8", scope="local.L0A")
    for j in range(1024):
        A[j] = T.Cast("float16", 1)
    for j in range(1024):
        B[j] = T.Cast("int32", 1)
    for j in range(1024):
        C[j] = T.Cast("uint16", 1)
    for j in range(1024):
        D[j] = T.Cast("int8", 1)
    for j in range(1024):
        E[j] = T.Cast("int8", A[j]) + T.Cast("int8", B[j]) + T.Cast("int8", C[j]) + T.Cast("int8", D[j])
