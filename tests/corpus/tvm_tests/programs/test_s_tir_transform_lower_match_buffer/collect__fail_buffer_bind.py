# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def fail_buffer_bind(A: T.Buffer((8, 8), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 2):
        with T.sblock(""):
            T.reads()
            T.writes(A[i + i, j * 8:j * 8 + 4])
            stride = T.int32()
            sub_A = T.match_buffer(A[i, j * 4:j * 4 + 4], (1, 4), strides=(stride, stride), offset_factor=1)
            for jj in range(4):
                sub_A[i, j * 4 + jj] = T.float32(1.0)
