# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    A = T.alloc_buffer((12,), "int32")
    for i in range(10):
        if i:
            A[i] = A[i] + 1
