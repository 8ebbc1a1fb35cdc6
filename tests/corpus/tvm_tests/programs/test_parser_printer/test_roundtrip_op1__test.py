# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((64,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([1, 1, 1])
    warp_id = T.warp_id([1])
    lane_id = T.lane_id([32])
    A_smem = T.alloc_shared((64,))
    T.cta.copy(A_smem[0:64], A[0:64])
    for i in range(10):
        T.cta.fill(A_smem[0:64], T.float32(0.0))
        T.cta.gemm(A_smem[0:64], A_smem[0:64], A_smem[0:64], A_smem[0:64], False, False, T.float32(1.0), T.float32(0.0))
    T.cta.copy(A[0:64], A_smem[0:64])
