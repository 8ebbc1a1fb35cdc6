# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_store_desc(src: T.Buffer((16, 8), "float16", scope="m16n8k8.matrixC", offset_factor=1), dst: T.Buffer((16, 8), "float16", scope="shared.dyn", offset_factor=1)):
    with T.sblock("root"):
        T.reads(src[0:16, 0:8])
        T.writes(dst[0:16, 0:8])
        for i, j in T.grid(16, 8):
            with T.sblock("m16n8k8_store"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(src[vi, vj])
                T.writes(dst[vi, vj])
                dst[vi, vj] = src[vi, vj]
