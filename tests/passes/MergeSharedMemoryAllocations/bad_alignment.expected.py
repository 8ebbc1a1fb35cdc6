# differs from TVM 0.27: TVM rejects a valid input (its layer alignment needs Hs's align=2 to be a multiple of the float32 size of another buffer); we honour each buffer's own alignment.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((26,), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((3,), data=buf_dyn_shmem.data, scope="shared.dyn", align=8)
        Hs = T.decl_buffer((7,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn", align=2)
        if t < 7:
            Hs[t + 6] = T.Cast("float16", G[t])
        if t < 3:
            Fs[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", Hs[t % 7 + 6]) + Fs[t % 3]
