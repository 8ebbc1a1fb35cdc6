# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    var: T.let[T.int32] = 10
    T.evaluate(var)
