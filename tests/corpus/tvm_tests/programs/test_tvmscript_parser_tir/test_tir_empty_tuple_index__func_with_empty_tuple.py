# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((), "int32"), B: T.Buffer((), "int32")):
    T.evaluate(A[()])
