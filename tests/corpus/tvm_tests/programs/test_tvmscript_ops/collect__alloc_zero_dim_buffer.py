# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def alloc_zero_dim_buffer(A: T.Buffer((), "float32"), B: T.Buffer((), "float32")):
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer(())
    A[()] = T.float32(2.0)
    C[()] = A[()] + B[()]
    B[()] = C[()]
