# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def gemm_dyn_shape(A: T.Buffer(("N", "K"), "float32"), B: T.Buffer((K, "M"), "float32"), C: T.Buffer((N, M), "float32")):
    N, K = T.int32(), T.int32()
    M = T.int32()
    # with T.sblock("root"):
    for i, j, k in T.grid(N, M, K):
        with T.sblock("gemm"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            T.reads(A[vi, vk], B[vk, vj])
            T.writes(C[vi, vj])
            with T.init():
                C[vi, vj] = T.float32(0.0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]
