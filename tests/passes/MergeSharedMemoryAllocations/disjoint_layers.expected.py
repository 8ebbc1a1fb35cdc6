# differs from TVM 0.27: no barrier separates the three lifetimes and the buffers are accessed at different indices and element sizes, so TVM's layout races (a thread writes Hs or Fs over Bs or Hs bytes another thread may still read); ours keeps them apart, at the alignment-aware lower bound.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((416,), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs = T.decl_buffer((48,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Bs = T.decl_buffer((32,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        Bs[t % 32 + 384] = T.Cast("int8", G[t])
        G[t] = T.Cast("float32", Bs[t % 32 + 384])
        Hs[t % 48 + 128] = T.Cast("float16", G[t])
        G[t] = T.Cast("float32", Hs[t % 48 + 128])
        Fs[t] = G[t]
        G[t] = Fs[t]
