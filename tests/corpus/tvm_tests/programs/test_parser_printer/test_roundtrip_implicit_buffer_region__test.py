# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((10, 10, 10), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    T.tile.memset(A[0, 0:10, 0:10], T.float32(0.0))
