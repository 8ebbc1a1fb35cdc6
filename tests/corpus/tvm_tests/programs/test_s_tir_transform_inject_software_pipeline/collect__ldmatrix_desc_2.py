# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ldmatrix_desc(warp: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), shared: T.Buffer((16, 16), "float16", scope="shared.dyn", offset_factor=16)):
    with T.sblock("root"):
        T.reads(shared[0:16, 0:16])
        T.writes(warp[0:32, 0:8])
        for ax0, ax1 in T.grid(16, 16):
            with T.sblock("shared_warp"):
                v0, v1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(shared[v0, v1])
                T.writes(warp[4 * (v0 % 8) + v1 % 8 // 2, 4 * (v1 // 8) + v0 // 8 * 2 + v1 % 2])
                warp[4 * (v0 % 8) + v1 % 8 // 2, 4 * (v1 // 8) + v0 // 8 * 2 + v1 % 2] = shared[v0, v1]
