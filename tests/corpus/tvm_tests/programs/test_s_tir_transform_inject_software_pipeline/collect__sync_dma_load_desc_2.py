# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def sync_dma_load_desc(A: T.Buffer((128,), "int8", offset_factor=1), C: T.Buffer((128,), "int8", scope="global.vtcm", offset_factor=1)):
    with T.sblock("root"):
        T.reads(A[0:128])
        T.writes(C[0:128])
        for i in range(128):
            with T.sblock("load"):
                vii = T.axis.spatial(128, i)
                T.reads(A[vii])
                T.writes(C[vii])
                C[vii] = A[vii]
