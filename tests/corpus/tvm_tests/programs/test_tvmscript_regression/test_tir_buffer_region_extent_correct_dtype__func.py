# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((T.int64(16), T.int64(1)), "float32")):
    # with T.sblock("root"):
    for i in range(T.int64(16)):
        with T.sblock("block"):
            vi = T.axis.spatial(T.int64(16), i)
            T.reads(A[vi, T.int64(0)])
            T.writes()
            T.evaluate(0)
