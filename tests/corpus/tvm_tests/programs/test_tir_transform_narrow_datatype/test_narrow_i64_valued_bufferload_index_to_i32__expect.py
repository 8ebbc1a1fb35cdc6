# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expect(A: T.Buffer((16,), "int64")):
    for i in range(15):
        A[i + 1] = A[i] + T.int64(1)
