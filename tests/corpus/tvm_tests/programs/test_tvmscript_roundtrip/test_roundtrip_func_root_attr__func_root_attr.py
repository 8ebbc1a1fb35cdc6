# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_root_attr():
    with T.sblock("root"):
        T.reads()
        T.writes()
        T.sblock_attr({"a": "0"})
        T.evaluate(0)
