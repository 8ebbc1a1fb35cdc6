# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    for lvs_0 in range(10):
        for lvs_1 in range(2, 14):
            T.evaluate(lvs_0 + lvs_1)
