# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def block_elements(A: T.Buffer((16, 16), "float32"), B: T.Buffer((1, 1), "float32")):
    # with T.sblock("root"):
    with T.sblock("update"):
        vi = T.axis.spatial(1, 0)
        T.reads(A[0:16, 0:16])
        T.writes(B[0, 0])
        T.sblock_attr({"attr_key": "attr_value"})
        C = T.sblock_alloc_buffer((4, 4))
        D = T.match_buffer(A[0:4, 0], (4, 1))
        with T.init():
            B[0, 0] = T.float32(0.0)
        B[0, 0] = A[0, 0] + B[0, 0] + C[1, 1] + D[2, 0]
