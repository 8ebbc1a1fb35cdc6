# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def rank0_block(A: T.Buffer((), "float32")):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer(())
    B[()] = A[()]
    with T.sblock("update"):
        T.reads(A[()])
        T.writes(B[()])
        for i in range(1):
            B[()] = A[()]
