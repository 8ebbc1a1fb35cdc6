# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    x: T.float32 = T.float32(0.0)
    y: T.int32
    x = x + T.float32(1.0)
    y = 2
    T.evaluate(x + T.Cast("float32", y))
