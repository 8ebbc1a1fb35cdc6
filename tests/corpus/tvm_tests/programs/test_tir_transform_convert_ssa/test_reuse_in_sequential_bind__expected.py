# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    var1: T.let[T.int32] = 16
    T.evaluate(var1)
    var2: T.let[T.int32] = 32
    T.evaluate(var2)
