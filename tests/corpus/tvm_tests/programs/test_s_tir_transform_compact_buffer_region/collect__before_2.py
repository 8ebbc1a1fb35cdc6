# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock(""):
            T.reads(A[i, 0:16])
            T.writes(C[i, 0:16])
            B = T.sblock_alloc_buffer((16, 16))
            for j in range(16):
                T.call_extern("int32", "dummy_extern_function", B.data)
                B[i, j] = A[i, j] + T.float32(1.0)
            for j in range(16):
                C[i, j] = B[i, j] * T.float32(2.0)
