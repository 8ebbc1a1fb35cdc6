# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_sync_desc(A: T.Buffer((8, 32), "int4", scope="wmma.matrix_a", offset_factor=32), B: T.Buffer((8, 32), "int4", scope="wmma.matrix_b", offset_factor=32), C: T.Buffer((8, 8), "int32", scope="wmma.accumulator", offset_factor=8)):
    with T.sblock("root"):
        T.reads(C[0:8, 0:8], A[0:8, 0:32], B[0:8, 0:32])
        T.writes(C[0:8, 0:8])
        for i, j, k in T.grid(8, 8, 32):
            with T.sblock(""):
                vii, vjj, vkk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vii, vjj], A[vii, vkk], B[vjj, vkk])
                T.writes(C[vii, vjj])
                C[vii, vjj] = C[vii, vjj] + T.Cast("int32", A[vii, vkk]) * T.Cast("int32", B[vjj, vkk])
