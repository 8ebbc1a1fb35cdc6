# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def elementwise_non_single_branch(A: T.Buffer((128, 128, 128), "float32"), B: T.Buffer((128, 128, 128), "float32")):
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((128, 128, 128))
    for i, j in T.grid(128, 128):
        for k in range(128):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSS", [i, j, k])
                T.reads(A[vi, vj, vk])
                T.writes(C[vi, vj, vk])
                C[vi, vj, vk] = A[vi, vj, vk] * T.float32(2.0)
        for k in range(128):
            with T.sblock("B"):
                vi, vj, vk = T.axis.remap("SSS", [i, j, k])
                T.reads(C[vi, vj, vk])
                T.writes(B[vi, vj, vk])
                B[vi, vj, vk] = C[vi, vj, vk] * T.float32(2.0)
