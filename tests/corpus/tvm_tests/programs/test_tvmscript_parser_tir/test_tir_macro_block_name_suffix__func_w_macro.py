# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((10,), "float32")):
    # with T.sblock("root"):
    for i in range(10):
        with T.sblock("op"):
            v = T.axis.spatial(10, i)
            T.reads(A[v])
            T.writes(A[v])
            A[v] = A[v] * T.float32(2.0)
        with T.sblock("op_1"):
            v = T.axis.spatial(10, i)
            T.reads(A[v])
            T.writes(A[v])
            A[v] = A[v] * T.float32(2.0)
        with T.sblock("op_2"):
            v = T.axis.spatial(10, i)
            T.reads(A[v])
            T.writes(A[v])
            A[v] = A[v] * T.float32(2.0)
