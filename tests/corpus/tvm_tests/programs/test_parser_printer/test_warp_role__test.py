# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((128,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    cta_id = T.cta_id([1])
    wg_id = T.warpgroup_id([4])
    warp_id = T.warp_id_in_wg([4])
    lane_id = T.lane_id([32])
    if warp_id == 1:
        T.ptx.setmaxnreg(48, "dec", "sync", "aligned", "u32", "")
        T.cta.fill(A[0:32], T.float32(0.0))
    if warp_id == 0:
        T.ptx.setmaxnreg(232, "inc", "sync", "aligned", "u32", "")
        T.cta.fill(A[32:64], T.float32(1.0))
