# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_fill_desc(C_warp: T.Buffer((32, 8), "float32", scope="warp")):
    with T.sblock("root"):
        T.reads()
        T.writes(C_warp[0:32, 0:8])
        for i0, i1 in T.grid(16, 16):
            with T.sblock("C_warp"):
                i, j = T.axis.remap("SS", [i0, i1])
                T.reads()
                T.writes(C_warp[4 * (i % 8) + j % 8 // 2, 4 * (j // 8) + i // 8 * 2 + j % 2])
                C_warp[4 * (i % 8) + j % 8 // 2, 4 * (j // 8) + i // 8 * 2 + j % 2] = T.float32(0.0)
