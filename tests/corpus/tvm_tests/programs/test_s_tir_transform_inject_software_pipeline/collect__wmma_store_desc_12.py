# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_store_desc(A: T.Buffer((8, 8), "int32", scope="wmma.accumulator", offset_factor=8), C: T.Buffer((8, 8), "int32", offset_factor=8)):
    with T.sblock("root"):
        T.reads(A[0:8, 0:8])
        T.writes(C[0:8, 0:8])
        for i, j in T.grid(8, 8):
            with T.sblock("store"):
                vii, vjj = T.axis.remap("SS", [i, j])
                T.reads(A[vii, vjj])
                T.writes(C[vii, vjj])
                C[vii, vjj] = A[vii, vjj]
