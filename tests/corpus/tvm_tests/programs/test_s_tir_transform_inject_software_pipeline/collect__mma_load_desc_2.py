# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_load_desc(src: T.Buffer((8, 32), "float16", scope="shared.dyn", offset_factor=1), dst: T.Buffer((8, 32), "float16", scope="m16n8k8.matrixB", offset_factor=1)):
    with T.sblock("root"):
        T.reads(src[0:8, 0:32])
        T.writes(dst[0:8, 0:32])
        for i, j in T.grid(8, 32):
            with T.sblock("root"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(src[vi, vj])
                T.writes(dst[vi, vj])
                dst[vi, vj] = src[vi, vj]
