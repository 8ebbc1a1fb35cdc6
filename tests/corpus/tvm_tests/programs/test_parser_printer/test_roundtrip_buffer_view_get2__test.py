# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(out: T.Buffer((2,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([32, 32, 1])
    tx, ty, tz = T.thread_id([16, 8, 1])
    warp_id = T.warp_id([4])
    lane_id = T.lane_id([32])
    A = T.alloc_local((2,), "float16")
    B = A.view(8, 8, layout=T.TileLayout(T.S[(32, 2):(1 @ Axis.laneid, 1)]))
    D = B.local()
    out[0] = T.Cast("float32", A[0] + B[0, 0] + D[0])
