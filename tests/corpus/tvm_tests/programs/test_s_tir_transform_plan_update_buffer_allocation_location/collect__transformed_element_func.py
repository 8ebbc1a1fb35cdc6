# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_element_func(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i_0 in range(16):
        with T.sblock(""):
            T.reads(A[i_0, 0:16])
            T.writes(C[i_0, 0:16])
            B = T.sblock_alloc_buffer((16, 16))
            for j_0 in range(16):
                with T.sblock(""):
                    i, j = T.axis.remap("SS", [i_0, j_0])
                    T.reads(A[i, j])
                    T.writes(B[i, j])
                    B[i, j] = A[i, j] + T.float32(1.0)
            for j_0 in range(16):
                with T.sblock(""):
                    i, j = T.axis.remap("SS", [i_0, j_0])
                    T.reads(B[i, j])
                    T.writes(C[i, j])
                    C[i, j] = B[i, j] * T.float32(2.0)
