# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((20, 20), "float32"), B: T.Buffer((20, 20), "float32")):
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock(""):
            T.reads(A[i, 0:16])
            T.writes(B[i, 0:16])
            for j in range(16):
                with T.sblock(""):
                    T.reads(A[i, j])
                    T.writes(B[i, j])
                    B[i, j] = A[i, j] + T.float32(1.0)
