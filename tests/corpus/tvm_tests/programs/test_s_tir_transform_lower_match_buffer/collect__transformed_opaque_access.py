# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_opaque_access(A: T.Buffer((32, 64, 128), "float32"), B: T.Buffer((64, 64, 64), "float32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(2, 64, 8):
        with T.sblock(""):
            T.reads()
            T.writes(A[i * 16:i * 16 + 16, j, k * 16:k * 16 + 16])
            T.evaluate(0)
    for i, j, k in T.grid(64, 2, 8):
        with T.sblock(""):
            T.reads()
            T.writes(B[i, j * 32:j * 32 + 32, k * 8:k * 8 + 8])
            T.evaluate(0)
