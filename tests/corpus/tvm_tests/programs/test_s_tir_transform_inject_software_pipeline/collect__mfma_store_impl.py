# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_store_impl(C_warp: T.Buffer((64, 4), "int32", scope="warp", offset_factor=1), C: T.Buffer((16, 16), "int32", strides=("s0", "s1"), offset_factor=1)):
    with T.sblock("root"):
        T.reads(C_warp[0:64, 0:4])
        T.writes(C[0:16, 0:16])
        tx = T.launch_thread("threadIdx.x", 64)
        for i in range(4):
            C[tx // 16 * 4 + i, tx % 16] = C_warp[tx, i]
