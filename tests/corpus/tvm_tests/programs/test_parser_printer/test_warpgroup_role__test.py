# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((128,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    cta_id = T.cta_id([1])
    wg_id = T.warpgroup_id([4])
    warp_id_in_wg = T.warp_id_in_wg([4])
    lane_id = T.lane_id([32])
    if wg_id == 2:
        T.ptx.setmaxnreg(200, "inc", "sync", "aligned", "u32", "")
        T.cta.fill(A[0:32], T.float32(0.0))
