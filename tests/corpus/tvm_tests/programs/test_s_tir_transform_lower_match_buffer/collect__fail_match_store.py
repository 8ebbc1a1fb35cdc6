# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def fail_match_store(A: T.Buffer((8, 8), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 8):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, j])
            sub_A = T.match_buffer(A[i, j], (), elem_offset=0)
            sub_A[()] = T.float32(1.0)
