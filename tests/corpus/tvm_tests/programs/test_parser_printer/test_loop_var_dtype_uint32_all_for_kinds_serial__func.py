# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((4,), "float32")):
    for i in range(T.uint32(4)):
        A[i] = T.float32(1.0)
