# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((64,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([1, 1, 1])
    warp_id = T.warp_id([1])
    lane_id = T.lane_id([32])
    A_local: T.float16
    for i in range(2):
        A_local = T.Cast("float16", A[lane_id * 2 + i])
