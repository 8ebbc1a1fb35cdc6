# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((128, 128), "float16"), B: T.Buffer((128, 64), "float16"), C: T.Buffer((128, 64), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([1, 1, 1])
    warp_id = T.warp_id([4])
    lane_id = T.lane_id([32])
    A_smem = T.alloc_shared((128, 32), "float16")
    B_smem = T.alloc_shared((32, 64), "float16")
    C_local = T.alloc_local((128, 64))
    for k in range(4):
        T.cta.copy(A_smem[0:128, 0:32], A[0:128, k * 32:k * 32 + 32])
        T.cta.copy(B_smem[0:32, 0:64], B[k * 32:k * 32 + 32, 0:64])
        T.cta.gemm(C_local[0:128, 0:64], A_smem[0:128, 0:32], B_smem[0:32, 0:64], C_local[0:128, 0:64], False, False, T.float32(1.0), T.float32(0.0))
    T.cta.copy(C[0:128, 0:64], C_local[0:128, 0:64])
