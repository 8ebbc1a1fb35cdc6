# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(x: T.int32):
    assert x > 0, ("TypeError", ["Expected Tensor but got int"])
