# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func1(n: T.int32):
    for i in T.parallel(n):
        for j in range(10):
            A = T.alloc_buffer((n,))
            A[j] = A[j] + T.float32(2.0)
