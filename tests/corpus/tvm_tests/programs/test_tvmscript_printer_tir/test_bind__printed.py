# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    v: T.let[T.float32] = T.float32(10.0)
    T.evaluate(1)
