# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def simplify_bracket():
    a = T.int32()
    b = T.int32()
    c = T.int32()
    d = T.int32()
    T.evaluate(a + b * (c + d))
