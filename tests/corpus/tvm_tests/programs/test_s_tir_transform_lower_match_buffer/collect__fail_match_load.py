# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def fail_match_load(A: T.Buffer((8, 8), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 8):
        with T.sblock(""):
            T.reads(A[i, j])
            T.writes()
            sub_A = T.match_buffer(A[i, j], (), elem_offset=0)
            T.evaluate(sub_A[()])
