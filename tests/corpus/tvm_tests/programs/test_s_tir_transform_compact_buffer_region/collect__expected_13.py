# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")):
    # with T.sblock("root"):
    B_cache = T.sblock_alloc_buffer((10,))
    for j, k in T.grid(3, 4):
        with T.sblock("B_cache"):
            T.where(j * 4 + k < 10)
            T.reads(B[j])
            T.writes(B_cache[j * 4 + k])
            B_cache[j * 4 + k] = B[j]
    for i in range(10):
        A[i] = B_cache[i] + T.float32(1.0)
