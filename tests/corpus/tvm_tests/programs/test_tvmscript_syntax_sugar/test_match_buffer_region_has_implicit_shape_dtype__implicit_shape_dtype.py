# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def implicit_shape_dtype(A: T.Buffer((16, 64), "int32")):
    with T.sblock(""):
        T.reads()
        T.writes()
        B = T.match_buffer(A[8:16, 32:64], (8, 32), "int32")
        T.evaluate(0)
