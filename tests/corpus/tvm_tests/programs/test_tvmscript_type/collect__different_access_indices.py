# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def different_access_indices(A: T.Buffer((128, 128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(128, 128):
        for k in T.thread_binding(128, thread="threadIdx.x"):
            with T.sblock("B"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(B[vi, vj], A[vi, vj, vk])
                T.writes(B[T.min(vj, vi):T.min(vj, vi) + (T.max(vj, vi) + 1 - T.min(vj, vi)), T.min(vi, vj):T.min(vi, vj) + (T.max(vi, vj) + 1 - T.min(vi, vj))])
                with T.init():
                    B[vj, vi] = T.exp(B[vj, vi])
                B[vi, vj] = B[vi, vj] + A[vi, vj, vk]
