# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(l: T.int32, m: T.int32, n: T.int32):
    for i, j, k in T.grid(l, m, n):
        if T.likely(i + j < 2):
            T.call_extern("int32", "dummy", m)
        else:
            T.call_extern("int32", "dummy", n)
