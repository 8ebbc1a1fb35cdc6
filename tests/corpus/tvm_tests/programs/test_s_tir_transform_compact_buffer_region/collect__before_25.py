# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    data = T.alloc_buffer((1024,), "int8")
    A = data.view("int32")
    for i in range(10):
        A[i] = A[i] + 1
