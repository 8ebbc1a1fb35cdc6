# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((1,), "int32")):
    with T.sblock("root"):
        T.reads()
        T.writes()
        with T.sblock("block"):
            T.reads()
            T.writes(A[0])
            A[0] = 0
