# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def alloc_buffer_func(A: T.Buffer((2, 2), "float32"), B: T.Buffer((2, 2), "float32")):
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((2, 2))
    A[0, 0] = T.float32(2.0)
    C[0, 0] = A[0, 0] + B[0, 0]
    B[0, 0] = C[0, 0]
