# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func0():
    with T.sblock(""):
        T.reads()
        T.writes()
        T.sblock_attr({"key1": "block1", "key2": "block2"})
        T.evaluate(0)
