# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def scalar_match_buffer_type_coercion(A: T.Buffer((8, 8), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 8):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(A[vi, vj])
            scalar_buf = T.match_buffer(A[vi, vj], (), offset_factor=1)
            scalar_buf[()] = T.float32(1.0)
