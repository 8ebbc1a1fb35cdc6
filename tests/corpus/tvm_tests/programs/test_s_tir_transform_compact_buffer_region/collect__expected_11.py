# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((1024,), "float32")):
    # with T.sblock("root"):
    B = T.sblock_alloc_buffer((1024,))
    C = T.sblock_alloc_buffer((520,))
    for i in range(512):
        with T.sblock(""):
            T.reads()
            T.writes()
            T.call_extern("int32", "opaque_extern_function", A.data, B.data)
            B[i] = A[i]
        with T.sblock(""):
            T.reads(B[i])
            T.writes(C[i:i + 9])
            T.call_extern("int32", "opaque_extern_function", B.data, C.data)
            C[i] = B[i]
