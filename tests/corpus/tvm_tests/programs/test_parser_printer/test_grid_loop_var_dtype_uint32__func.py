# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((8, 16), "float32")):
    for i, j in T.grid(T.uint32(8), T.uint32(16)):
        A[i, j] = T.float32(1.0)
