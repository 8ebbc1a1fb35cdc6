# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    x: T.int32 = 0
    T.evaluate(x)
