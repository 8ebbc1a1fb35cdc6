# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((16, 16), "float32")) -> T.float32:
    Sum = T.alloc_buffer(())
    Sum[()] = T.float32(0.0)
    for i, j in T.grid(16, 16):
        Sum[()] = Sum[()] + A[i, j]
    return Sum[()]
