# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    counter: T.int32
    counter = counter + 1
    T.evaluate(counter)
