# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_store_desc(C_warp: T.Buffer((32, 8), "int32", scope="warp"), C: T.Buffer((16, 16), "int32")):
    with T.sblock("root"):
        T.reads(C_warp[0:32, 0:8])
        T.writes(C[0:16, 0:16])
        for i0, i1 in T.grid(16, 16):
            with T.sblock("C_warp"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(C_warp[4 * (v0 % 8) + v1 % 8 // 2, 4 * (v1 // 8) + v0 // 8 * 2 + v1 % 2])
                T.writes(C[v0, v1])
                C[v0, v1] = C_warp[4 * (v0 % 8) + v1 % 8 // 2, 4 * (v1 // 8) + v0 // 8 * 2 + v1 % 2]
