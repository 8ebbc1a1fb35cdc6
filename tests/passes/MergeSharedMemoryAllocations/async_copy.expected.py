# differs from TVM 0.27: P and Q are only reached through cp_async_raw pointers, whose byte ranges our planner does not analyse, so it keeps them apart (2048 bytes); TVM's reuse (1024 bytes) is race-free here, since each thread copies into the same 16 bytes of P and of Q. Ours is conservative, not TVM wrong.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.s_tir.cp_async_raw("float32", Q.data, t * 4 + 256, G.data, t * 4 + 256, 16)
