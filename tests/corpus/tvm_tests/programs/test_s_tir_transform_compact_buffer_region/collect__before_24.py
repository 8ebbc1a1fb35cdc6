# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    data = T.alloc_buffer((1024,), "int8")
    A = T.decl_buffer((1024,), "int8", data=data.data)
    B = data.view("float16")
    for i in range(10):
        A[i] = A[i] + T.int8(1)
    for i in range(10):
        B[i] = B[i] + T.float16(1.0)
