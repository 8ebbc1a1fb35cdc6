# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_init_impl(dst: T.Buffer((16, 8), "float16", scope="m16n8k8.matrixC", offset_factor=1)):
    with T.sblock("root"):
        T.reads()
        T.writes(dst[0:16, 0:8])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            for b in range(2):
                for v in T.vectorized(2):
                    dst[b * 8 + tx // 4, tx % 4 * 2 + v] = T.float16(0.0)
