# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((32,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    _ = T.cta_id([1])
    lane = T.lane_id(dtype="uint32")
    warp = T.warp_id([4])
    A[lane] = T.Cast("float32", warp)
