# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(m: T.int64, n: T.int64):
    for i, j in T.grid(n, 32):
        if T.likely(T.Div(i, T.Cast("int64", j)) < m):
            T.evaluate(m)
