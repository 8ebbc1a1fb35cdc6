# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected_match_buffer_func(A: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, 0:16])
            A0 = T.match_buffer(A[i, 0:16], (16,))
            with T.sblock(""):
                T.reads()
                T.writes(A0[0:16])
                for j in range(16):
                    with T.sblock(""):
                        T.reads()
                        T.writes(A0[j])
                        A1 = T.match_buffer(A0[j], ())
                        A1[()] = T.float32(1.0)
