# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Fs = buf_dyn_shmem.view("float32")
        Hs = T.decl_buffer((48,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Bs = T.decl_buffer((32,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        if t < 32:
            Bs[t] = T.Cast("int8", G[t])
            G[t] = T.Cast("float32", Bs[t])
        if t < 48:
            Hs[t] = T.Cast("float16", G[t])
            G[t] = T.Cast("float32", Hs[t])
        Fs[t] = G[t]
        G[t] = Fs[t]
