# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def fp16(A: T.Buffer((1,), "float16"), C: T.Buffer((1,), "float16")):
    # with T.sblock("root"):
    for i in range(1):
        with T.sblock("C"):
            T.reads(A[i])
            T.writes(C[i])
            C[i] = T.erf(A[i])
