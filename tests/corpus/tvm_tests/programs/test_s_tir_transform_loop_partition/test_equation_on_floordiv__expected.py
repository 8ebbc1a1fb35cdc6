# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((2, 2, 20), "int32")):
    for vv in T.vectorized(320):
        A[0, 0, vv // 16] = 1
