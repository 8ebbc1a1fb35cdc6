# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ldmatrix_desc(warp: T.Buffer((32, 16), "float8_e4m3fn", scope="warp", offset_factor=16), shared: T.Buffer((32, 16), "float8_e4m3fn", scope="shared", offset_factor=16)):
    with T.sblock("root"):
        T.reads(shared[0:32, 0:16])
        T.writes(warp[0:32, 0:16])
        for ax0, ax1 in T.grid(32, 16):
            with T.sblock("shared_warp"):
                v0, v1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(shared[v0, v1])
                T.writes(warp[v0 % 16 // 4 + 4 * (v1 % 8), 8 * (v1 // 8) + v0 // 16 * 4 + v0 % 4])
                warp[v0 % 16 // 4 + 4 * (v1 % 8), 8 * (v1 // 8) + v0 // 16 * 4 + v0 % 4] = shared[v0, v1]
