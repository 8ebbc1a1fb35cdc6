# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_scalar_match_buffer_type_coercion(A: T.Buffer((8, 8), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 8):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(A[vi, vj])
            A[vi, vj] = T.float32(1.0)
