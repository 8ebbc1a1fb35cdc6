# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_ref():
    # with T.sblock("root"):
    a = T.sblock_alloc_buffer((10, 10), "int8")
    T.evaluate(0)
