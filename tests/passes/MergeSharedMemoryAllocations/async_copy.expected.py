# differs from TVM 0.27: P and Q are only reached through cp_async_raw pointers (byte ranges unknown) and no barrier separates P's last copy from Q's first, so TVM's layout races (Q reuses P's 256 bytes while other threads may still copy into P); ours keeps them apart.
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
        T.s_tir.cp_async_raw("float32", P.data, t, G.data, t, 256)
        T.s_tir.cp_async_raw("float32", Q.data, t + 64, G.data, t + 64, 256)
