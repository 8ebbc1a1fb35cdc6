# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t, G.data, t, 4)
        T.s_tir.cp_async_raw("float32", Q.data, 64 + t, G.data, t + 64, 4)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        G[t] = P[t] + Q[t + 64]
