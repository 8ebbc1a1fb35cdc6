# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer(("n",), "float32"), n: T.int32):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256 + T.max(0, n * 2),), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs = T.decl_buffer((n,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs[t + 128] = T.Cast("float16", X[t])
        Fs[t] = T.Cast("float32", Hs[t + 128]) + T.float32(1.0)
        X[t] = Fs[t] + T.Cast("float32", Hs[t + 128])
