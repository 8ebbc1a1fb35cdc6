# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(D: T.Buffer((1,), "float32")):
    A = T.alloc_buffer((16,))
    B = T.decl_buffer((16,), data=A.data)
    A[0] = T.float32(1.0)
    C = T.alloc_buffer((16,))
    C[0] = T.float32(2.0)
    D[0] = B[0] + C[0]
