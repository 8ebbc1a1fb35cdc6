# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.handle("float32", "global")):
    T.func_attr({"tirx.noalias": True})
    for i in range(1):
        A_1 = T.decl_buffer((1,), data=A)
        A_1[i] = T.float32(0.0)
