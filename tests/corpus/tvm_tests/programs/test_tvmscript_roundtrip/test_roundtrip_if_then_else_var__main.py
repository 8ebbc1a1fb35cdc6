# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(n: T.int32):
    if n == 0:
        x: T.int32 = 5
        T.evaluate(x)
    else:
        x: T.int32 = 10
        T.evaluate(x)
