# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_sync_desc(A: T.Buffer((16, 16), "float16", scope="wmma.matrix_a", offset_factor=16), B: T.Buffer((16, 16), "float16", scope="wmma.matrix_b", offset_factor=16), C: T.Buffer((16, 16), "float32", scope="wmma.accumulator", offset_factor=16)):
    with T.sblock("root"):
        T.reads(C[0:16, 0:16], A[0:16, 0:16], B[0:16, 0:16])
        T.writes(C[0:16, 0:16])
        for i, j, k in T.grid(16, 16, 16):
            with T.sblock(""):
                vii, vjj, vkk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vii, vjj], A[vii, vkk], B[vjj, vkk])
                T.writes(C[vii, vjj])
                C[vii, vjj] = C[vii, vjj] + T.Cast("float32", A[vii, vkk]) * T.Cast("float32", B[vjj, vkk])
