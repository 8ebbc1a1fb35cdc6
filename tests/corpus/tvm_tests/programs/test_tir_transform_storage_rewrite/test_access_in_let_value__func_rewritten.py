# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_rewritten(A: T.Buffer((8,), "float32")):
    B = T.alloc_buffer((1,))
    for i in range(8):
        B[0] = T.float32(3.1400000000000001)
        x: T.let[T.float32] = T.exp(B[0])
        A[i] = (x + T.float32(1.0)) / (x - T.float32(1.0))
