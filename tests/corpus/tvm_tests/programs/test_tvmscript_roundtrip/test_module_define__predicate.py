# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def predicate(B: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i, jo, ji in T.grid(16, 4, 5):
        with T.sblock("update"):
            vi = T.axis.spatial(16, i)
            vj = T.axis.spatial(16, jo * 4 + ji)
            T.where(jo * 4 + ji < 16)
            T.reads(B[vi, vj])
            T.writes(C[vi, vj])
            C[vi, vj] = B[vi, vj] + T.float32(1.0)
