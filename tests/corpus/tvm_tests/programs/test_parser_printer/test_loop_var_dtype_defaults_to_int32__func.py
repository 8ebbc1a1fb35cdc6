# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((128,), "float32")):
    for i in range(128):
        A[i] = T.float32(1.0)
