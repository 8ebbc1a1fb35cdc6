# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_with_sugar(A: T.Buffer((16,), "float32")):
    for i in range(16):
        A[i] = T.float32(0.0)
