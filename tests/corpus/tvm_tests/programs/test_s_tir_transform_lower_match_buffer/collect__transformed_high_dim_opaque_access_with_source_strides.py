# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_high_dim_opaque_access_with_source_strides(A: T.Buffer((16, 32, 64), "float32", strides=(2576, 80, 1))):
    # with T.sblock("root"):
    for i, j, k in T.grid(16, 2, 4):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16])
            T.evaluate(0)
