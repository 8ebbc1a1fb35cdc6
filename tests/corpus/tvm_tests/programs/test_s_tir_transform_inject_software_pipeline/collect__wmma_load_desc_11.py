# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_load_desc(A: T.Buffer((8, 32), "int4", scope="shared", offset_factor=32), C: T.Buffer((8, 32), "int4", scope="wmma.matrix_b", offset_factor=32)):
    with T.sblock("root"):
        T.reads(A[0:8, 0:32])
        T.writes(C[0:8, 0:32])
        for i, j in T.grid(8, 32):
            with T.sblock("load"):
                vii, vjj = T.axis.remap("SS", [i, j])
                T.reads(A[vii, vjj])
                T.writes(C[vii, vjj])
                C[vii, vjj] = A[vii, vjj]
