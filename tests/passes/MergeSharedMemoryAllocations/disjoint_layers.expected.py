# differs from TVM 0.27: no barrier separates the last read of Bs (G[t] = Bs[t % 32], other threads' elements) from the first write of Hs, and the buffers have different element sizes, so TVM's layout (all three at offset 0) races (a thread writes Hs over Bs bytes another thread may still read); ours keeps Hs apart (352 bytes). This holds for the input as written, without a barrier between those statements: TVM's pipelines run ThreadSync before the merge, which inserts it (disjoint_layers_after_thread_sync), and after it TVM's layout does not race and ours is the same.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((352,), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs = T.decl_buffer((48,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Bs = T.decl_buffer((32,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        if t < 32:
            Bs[t] = T.Cast("int8", G[t])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", Bs[t % 32])
        if t < 48:
            Hs[t + 128] = T.Cast("float16", G[t])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", Hs[t % 48 + 128])
        Fs[t] = G[t]
        G[t] = Fs[t]
