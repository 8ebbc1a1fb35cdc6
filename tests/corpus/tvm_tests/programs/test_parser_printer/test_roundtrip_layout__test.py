# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(_: T.Buffer((64,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([1, 1, 1])
    warp_id = T.warp_id([1])
    lane_id = T.lane_id([32])
    C = T.alloc_shared((128, 128), "float16", layout=T.TileLayout(T.S[(8, 16, 8, 16):(1024, 16, 128, 1)]))
    D = T.alloc_shared((128, 32), "float16", layout=T.ComposeLayout(3, 3, 3, T.TileLayout(T.S[512:1])))
    A_warp = T.alloc_shared((64, 64), "float16", layout=T.TileLayout(T.S[(8, 8, 8, 4, 2):(6, 4 @ Axis.laneid, 2, 1 @ Axis.laneid, 1)]))
    B_warp = T.alloc_shared((64, 64), "float16", layout=T.TileLayout(T.S[(8, 8, 8, 4, 2):(64, 4 @ Axis.laneid, 8, 2, 1)]))
    E = T.alloc_shared((64, 256), "float16", layout=T.ComposeLayout(3, 3, 3, T.TileLayout(T.S[(64, 64, 4):(64, 1, 4096)])))
    T.evaluate(A_warp[0, 0] + B_warp[0, 0] + C[0, 0] + D[0, 0] + E[0, 0])
