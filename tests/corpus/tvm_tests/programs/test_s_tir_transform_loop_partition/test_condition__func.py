# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(m: T.int64, n: T.int64):
    for i, j in T.grid(T.Div(n + T.int64(3), T.int64(4)), 4):
        T.evaluate(T.Select(T.likely(i * T.int64(4) + T.Cast("int64", j) < n), m, n))
