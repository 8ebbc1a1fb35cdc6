# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    phase_mma = T.alloc_local((1,), "int32", layout=None)
    phase_mma[0] = 0
    T.evaluate(phase_mma[0])
