# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_fill_impl(C_warp: T.Buffer((64, 4), "float32", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads()
        T.writes(C_warp[0:64, 0:4])
        tx = T.launch_thread("threadIdx.x", 64)
        for local_id in range(4):
            C_warp[tx, local_id] = T.float32(0.0)
