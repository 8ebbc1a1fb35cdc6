# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((128,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    cta_id = T.cta_id([1])
    warp_id = T.warp_id([1])
    lane_id = T.lane_id([32])
    for _ in T.serial(10, unroll=False):
        T.cta.fill(A[0:32], T.float32(0.0))
