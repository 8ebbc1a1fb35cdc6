# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    D = T.alloc_buffer((16,))
    for i in range(4):
        C = T.alloc_buffer((4,))
        for j in range(4):
            C[j] = A[i * 4 + j] + T.float32(1.0)
        for j in range(4):
            D[j] = C[j]
        for j in range(4):
            B[i * 4 + j] = D[j]
