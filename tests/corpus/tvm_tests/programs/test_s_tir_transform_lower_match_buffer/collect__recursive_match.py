# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def recursive_match(A: T.Buffer((64, 64, 64), "float32"), B: T.Buffer((64, 64, 64), "float32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(64, 4, 4):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16], B[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16])
            sub_A = T.match_buffer(A[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16], (16, 16), strides=("As_0", "As_1"), offset_factor=1)
            sub_B = T.match_buffer(B[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16], (16, 16), offset_factor=1)
            for jj, kk in T.grid(4, 4):
                with T.sblock(""):
                    T.reads()
                    T.writes(sub_A[jj * 4:jj * 4 + 4, kk * 4:kk * 4 + 4], sub_B[jj * 4:jj * 4 + 4, kk * 4:kk * 4 + 4])
                    sub_sub_A = T.match_buffer(sub_A[jj * 4:jj * 4 + 4, kk * 4:kk * 4 + 4], (4, 4), strides=("Ass_0", "Ass_1"), offset_factor=1)
                    sub_sub_B = T.match_buffer(sub_B[jj * 4:jj * 4 + 4, kk * 4:kk * 4 + 4], (4, 4), offset_factor=1)
                    for jjj, kkk in T.grid(4, 4):
                        sub_sub_B[jjj, kkk] = T.float32(1.0)
