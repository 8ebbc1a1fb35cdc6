# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func2():
    with T.sblock(""):
        T.reads()
        T.writes()
        T.sblock_attr({"key1": "block1"})
        T.evaluate(0)
