# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_fill_impl(C_warp: T.Buffer((32, 8), "float16", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads()
        T.writes(C_warp[0:32, 0:8])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            T.cuda.mma_fill_legacy(8, C_warp.data, C_warp.elem_offset)
