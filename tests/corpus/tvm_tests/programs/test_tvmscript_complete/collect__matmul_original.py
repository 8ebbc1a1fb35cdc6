# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def matmul_original(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    for i, j in T.grid(32, 32):
        with T.sblock("init"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(C[vi * 4:vi * 4 + 4, vj * 4:vj * 4 + 4])
            for ii, jj in T.grid(4, 4):
                C[vi * 4 + ii, vj * 4 + jj] = T.float32(0.0)
        for k in range(32):
            with T.sblock("update"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(C[vi * 4:vi * 4 + 4, vj * 4:vj * 4 + 4], A[vi * 4:vi * 4 + 4, vk * 4:vk * 4 + 4], B[vj * 4:vj * 4 + 4, vk * 4:vk * 4 + 4])
                T.writes(C[vi * 4:vi * 4 + 4, vj * 4:vj * 4 + 4])
                for ii, jj, kk in T.grid(4, 4, 4):
                    C[vi * 4 + ii, vj * 4 + jj] = C[vi * 4 + ii, vj * 4 + jj] + A[vi * 4 + ii, vk * 4 + kk] * B[vj * 4 + jj, vk * 4 + kk]
