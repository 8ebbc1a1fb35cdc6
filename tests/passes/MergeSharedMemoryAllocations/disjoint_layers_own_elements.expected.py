# differs from TVM 0.27: each thread reads and writes only its own elements, but Bs (int8), Hs (float16) and Fs (float32) have different element sizes, so TVM's layout (all three at offset 0) has a thread write Hs or Fs over bytes of Bs or Hs that another thread may still read: it races. TVM's ThreadSync, which its pipelines run first, inserts no barrier here (it compares Bs[t] and Hs[t] as the same element of the merged buffer), so TVM's pipeline races too; ours keeps the three apart (416 bytes).
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
        if t < 32:
            Bs[t + 384] = T.Cast("int8", G[t])
            G[t] = T.Cast("float32", Bs[t + 384])
        if t < 48:
            Hs[t + 128] = T.Cast("float16", G[t])
            G[t] = T.Cast("float32", Hs[t + 128])
        Fs[t] = G[t]
        G[t] = Fs[t]
