# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    # with T.sblock("root"):
    A = T.sblock_alloc_buffer((64, 8))
    B = T.sblock_alloc_buffer((64, 8))
    C = T.sblock_alloc_buffer((8, 8))
    for rk in range(64):
        for rii, rjj in T.grid(8, 8):
            C[rii, rjj] = T.float32(0.0)
        for riijj in range(64):
            rii: T.let[T.int32] = riijj // 8
            rjj: T.let[T.int32] = riijj % 8
            C[rii, rjj] = C[rii, rjj] + A[rk, rii] * B[rk, rjj]
