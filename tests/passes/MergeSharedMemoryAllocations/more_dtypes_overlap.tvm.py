# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "int32")):
        t = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
        Cb = buf_dyn_shmem.view("int32")
        Bb = T.decl_buffer((256,), "int16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Ab = T.decl_buffer((256,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        Ab[t + 512] = T.Cast("int8", G[t])
        Bb[t] = T.Cast("int16", G[t])
        Cb[t] = T.Cast("int32", Ab[t + 512]) + T.Cast("int32", Bb[t])
        G[t] = Cb[t]
