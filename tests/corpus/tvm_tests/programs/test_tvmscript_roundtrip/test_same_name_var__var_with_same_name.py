# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def var_with_same_name(A: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(16, 16):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(A[vi, vj])
            A[vi, vj] = T.float32(0.0)
    for i, j in T.grid(16, 16):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(A[vi, vj])
            A[vi, vj] = T.float32(0.0)
