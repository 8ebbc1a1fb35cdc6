# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def while_loop(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    # with T.sblock("root"):
    i = T.sblock_alloc_buffer((), "int32", scope="local")
    for ii in range(16):
        with T.sblock(""):
            vi = T.axis.spatial(16, ii)
            T.reads()
            T.writes(B[vi])
            B[vi] = T.float32(0.0)
        while i[()] < 10:
            for j in range(16):
                B[j] = B[j] + A[j]
