# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_load_desc(reg: T.Buffer((64, 4), "int8", scope="warp", offset_factor=1), memory: T.Buffer((16, 16), "int8", scope="shared", offset_factor=1)):
    with T.sblock("root"):
        T.reads(memory[0:16, 0:16])
        T.writes(reg[0:64, 0:4])
        for ax0, ax1 in T.grid(16, 16):
            with T.sblock("memory_reg"):
                v0, v1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(memory[v0, v1])
                T.writes(reg[v0 + 16 * (v1 // 4), v1 % 4])
                reg[v0 + 16 * (v1 // 4), v1 % 4] = memory[v0, v1]
