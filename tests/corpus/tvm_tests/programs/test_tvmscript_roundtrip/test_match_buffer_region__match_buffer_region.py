# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def match_buffer_region(A: T.Buffer((16, 16, 16), "float32"), B: T.Buffer((1,), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(16, 4):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(B[0], A[0:16, vi, vj * 4:vj * 4 + 4])
            T.writes(B[0])
            C = T.match_buffer(A[0:16, vi, vj * 4:vj * 4 + 4], (16, 1, 4))
            for ii in range(4):
                with T.sblock(""):
                    vii = T.axis.spatial(4, ii)
                    T.reads(B[0], C[vii * 4:vii * 4 + 4, 0, 0:4])
                    T.writes(B[0])
                    D = T.match_buffer(C[vii * 4:vii * 4 + 4, 0, 0:4], (4, 1, 4))
                    for i_1, j_1 in T.grid(4, 4):
                        B[0] = B[0] + D[i_1, 0, j_1]
