# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func1():
    # with T.sblock("root"):
    for i, j in T.grid(128, 128):
        with T.sblock(""):
            T.reads()
            T.writes()
            T.evaluate(0)
