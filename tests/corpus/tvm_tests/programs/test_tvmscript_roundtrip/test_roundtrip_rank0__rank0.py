# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def rank0(A: T.Buffer((), "float32")):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer(())
    A[()] = T.float32(2.0)
    B[()] = A[()]
