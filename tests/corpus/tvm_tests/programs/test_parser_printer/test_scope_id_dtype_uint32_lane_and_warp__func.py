# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((32,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    _ = T.cta_id([1])
    warp = T.warp_id([4], dtype="uint32")
    lane = T.lane_id([32], dtype="uint32")
    A[lane] = T.Cast("float32", warp)
