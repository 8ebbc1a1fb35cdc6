# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_fill_desc(C_warp: T.Buffer((64, 4), "int32", scope="warp")):
    with T.sblock("root"):
        T.reads()
        T.writes(C_warp[0:64, 0:4])
        for i0, i1 in T.grid(16, 16):
            with T.sblock("C_warp"):
                i, j = T.axis.remap("SS", [i0, i1])
                T.reads()
                T.writes(C_warp[j + i // 4 * 16, i % 4])
                C_warp[j + i // 4 * 16, i % 4] = 0
