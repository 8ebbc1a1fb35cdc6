# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer(("n",), "float32"), n: T.int32):
        t = T.launch_thread("threadIdx.x", 32)
        buf_dyn_shmem = T.alloc_buffer((T.max(0, n * 2) + T.max(0, (64 - T.max(0, n * 2) % 64) % 64 + n * 4),), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((n,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs = T.decl_buffer((n,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        for v in T.vectorized(4):
            Hs[t * 4 + v] = T.Cast("float16", X[t * 4 + v])
            Fs[t * 4 + v + (T.max(0, n * 2) + (64 - T.max(0, n * 2) % 64) % 64) // 4] = X[t * 4 + v]
        X[t * 4] = T.Cast("float32", Hs[t * 4]) + Fs[t * 4 + (T.max(0, n * 2) + (64 - T.max(0, n * 2) % 64) % 64) // 4]
