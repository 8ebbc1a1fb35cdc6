# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((16,), "int64")):
    for i in range(T.int64(15)):
        A[i + T.int64(1)] = A[i] + T.int64(1)
