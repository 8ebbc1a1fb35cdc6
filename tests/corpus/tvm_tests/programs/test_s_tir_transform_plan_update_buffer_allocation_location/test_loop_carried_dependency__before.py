# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((8, 8, 8), "int32"), B: T.Buffer((8, 8, 8), "int32")):
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((8, 8, 8), "int32")
    D = T.sblock_alloc_buffer((8, 8, 8), "int32")
    for i, j in T.grid(8, 8):
        for k in range(8):
            with T.sblock("b0"):
                vi, vj, vk = T.axis.remap("SSS", [i, j, k])
                T.reads(A[vi, vj, vk])
                T.writes(C[vi, vj, vk])
                C[vi, vj, vk] = A[vi, vj, vk] + 1
        for k in range(8):
            with T.sblock("b1"):
                vi, vj, vk = T.axis.remap("SSS", [i, j, k])
                T.reads(A[vi, vj, vk])
                T.writes(D[vi, vj, vk])
                D[vi, vj, vk] = A[vi, vj, vk] + 2
        for k in range(8):
            with T.sblock("b2"):
                vi, vk = T.axis.remap("SS", [i, k])
                vj = T.axis.opaque(8, j)
                T.reads(C[vi, vj - 1:vj - 1 + 2, vk], D[vi, vj, vk])
                T.writes(B[vi, vj, vk])
                B[vi, vj, vk] = C[vi, vj, vk] + T.if_then_else(0 < vj, C[vi, vj - 1, vk], 0) + D[vi, vj, vk]
