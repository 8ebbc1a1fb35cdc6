# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer(("n * 8",), "float32"), C: T.Buffer((n * 8,), "float32"), n: T.int32):
    # with T.sblock("root"):
    for i in range(n):
        with T.sblock(""):
            T.reads(A[i * 8:i * 8 + 8])
            T.writes(C[i * 8:i * 8 + 8])
            B = T.sblock_alloc_buffer((n * 8,))
            for j in range(8):
                with T.sblock(""):
                    T.reads(A[i * 8 + j])
                    T.writes(B[i * 8 + j])
                    B[i * 8 + j] = A[i * 8 + j] + T.float32(1.0)
            for j in range(8):
                with T.sblock(""):
                    T.reads(B[i * 8 + j])
                    T.writes(C[i * 8 + j])
                    C[i * 8 + j] = B[i * 8 + j] * T.float32(2.0)
