# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    m = T.alloc_local((4, 8))
    T.evaluate(m[0, 0])
