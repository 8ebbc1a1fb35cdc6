# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def nontrivial_range_axis(A: T.Buffer((10,), "float32")):
    # with T.sblock("root"):
    for i in range(10):
        with T.sblock("block"):
            vi = T.axis.spatial((1, 11), i + 1)
            T.reads(A[vi - 1])
            T.writes(A[vi - 1])
            A[vi - 1] = A[vi - 1] + T.float32(1.0)
