# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def buffer_load_store(A: T.Buffer((16, 16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(4, 16, 8):
        with T.sblock(""):
            T.reads(C[i * 4:i * 4 + 4, k * 2:k * 2 + 2])
            T.writes(A[i * 4:i * 4 + 4, j, k * 2:k * 2 + 2])
            sub_A = T.match_buffer(A[i * 4:i * 4 + 4, j, k * 2:k * 2 + 2], (4, 1, 2), offset_factor=1)
            sub_C = T.match_buffer(C[i * 4:i * 4 + 4, k * 2:k * 2 + 2], (4, 2), offset_factor=1)
            for ii, kk in T.grid(4, 2):
                sub_A[ii, 0, kk] = sub_A[ii, 0, kk] + sub_C[ii, kk]
