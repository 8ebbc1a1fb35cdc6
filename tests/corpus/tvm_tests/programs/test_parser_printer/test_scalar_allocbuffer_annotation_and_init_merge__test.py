# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    phase_mma: T.int32 = 0
    phase_aux: T.int32
    T.evaluate(phase_mma + phase_aux)
