# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_fill_desc(C: T.Buffer((16, 16), "float32", scope="wmma.accumulator", offset_factor=16)):
    with T.sblock("root"):
        T.reads()
        T.writes(C[0:16, 0:16])
        for i, j in T.grid(16, 16):
            with T.sblock("init"):
                vii, vjj = T.axis.remap("SS", [i, j])
                T.reads()
                T.writes(C[vii, vjj])
                C[vii, vjj] = T.float32(0.0)
