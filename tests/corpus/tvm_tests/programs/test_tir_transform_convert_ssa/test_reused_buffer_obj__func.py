# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(a: T.handle("float32", "global")):
    A = T.decl_buffer((1,), data=a)
    T.evaluate(A[0])
