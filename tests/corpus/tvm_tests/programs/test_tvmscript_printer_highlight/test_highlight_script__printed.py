# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 128, 128), "float32"), B: T.Buffer((16, 128, 128), "float32"), C: T.Buffer((16, 128, 128), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for n, i, j, k in T.grid(16, 128, 128, 128):
        with T.sblock("matmul"):
            vn, vi, vj, vk = T.axis.remap("SSSR", [n, i, j, k])
            T.reads(A[vn, vi, vk], B[vn, vj, vk])
            T.writes(C[vn, vi, vj])
            with T.init():
                C[vn, vi, vj] = T.float32(0.0)
            C[vn, vi, vj] = C[vn, vi, vj] + A[vn, vi, vk] * B[vn, vj, vk]
