# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main():
    x: T.int32 = 1
    y: T.int32 = x + 1
    T.evaluate(y - 1)
