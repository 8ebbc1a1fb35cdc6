# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_store_desc(A: T.Buffer((16, 16), "int32", scope="wmma.accumulator", offset_factor=16), C: T.Buffer((16, 16), "int32", scope="shared", offset_factor=16)):
    with T.sblock("root"):
        T.reads(A[0:16, 0:16])
        T.writes(C[0:16, 0:16])
        for i, j in T.grid(16, 16):
            with T.sblock("store"):
                vii, vjj = T.axis.remap("SS", [i, j])
                T.reads(A[vii, vjj])
                T.writes(C[vii, vjj])
                C[vii, vjj] = A[vii, vjj]
