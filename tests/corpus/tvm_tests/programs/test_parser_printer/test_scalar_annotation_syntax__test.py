# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    x: T.int32 = 0
    y: T.float16 = T.float16(1.0)
    z: T.int32
    x = x + 1
    z = x + 2
    y = y + T.float16(3.0)
    T.evaluate(x + z)
    T.evaluate(y)
