# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_serial(n: T.int32):
    for i in range(n):
        j = T.alloc_buffer((1,), "int32")
        j[0] = 0
        while j[0] < 10:
            A = T.alloc_buffer((n,))
            A[j[0]] = A[j[0]] + T.float32(2.0)
            j[0] = j[0] + j[0] + 1
