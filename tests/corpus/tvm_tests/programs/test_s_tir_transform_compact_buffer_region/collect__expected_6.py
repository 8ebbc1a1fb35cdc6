# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock(""):
            T.reads(A[i, 0:16])
            T.writes(C[i, 0:16])
            B = T.sblock_alloc_buffer((1, 16))
            A0 = T.match_buffer(A[i, 0:16], (16,))
            C0 = T.match_buffer(C[i, 0:16], (16,))
            with T.sblock(""):
                T.reads(A0[0:16])
                T.writes(B[0, 0:16])
                B0 = T.match_buffer(B[0, 0:16], (16,))
                for j in range(16):
                    with T.sblock(""):
                        T.reads(A0[j])
                        T.writes(B0[j])
                        A1 = T.match_buffer(A0[j], ())
                        B1 = T.match_buffer(B0[j], ())
                        B1[()] = A1[()] + T.float32(1.0)
            for j in range(16):
                with T.sblock(""):
                    T.reads(B[0, j])
                    T.writes(C0[j])
                    C1 = T.match_buffer(C0[j], ())
                    B2 = T.match_buffer(B[0, j], ())
                    C1[()] = B2[()] * T.float32(2.0)
