# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_store_impl(C_warp: T.Buffer((32, 8), "float32", scope="warp", offset_factor=1), C: T.Buffer((16, 16), "float32", strides=("s0", "s1"), scope="shared.dyn", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C_warp[0:32, 0:8])
        T.writes(C[0:16, 0:16])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            for local_id in range(8):
                C[8 * (local_id % 4 // 2) + tx // 4, 8 * (local_id // 4) + tx % 4 * 2 + local_id % 2] = C_warp[tx, local_id]
