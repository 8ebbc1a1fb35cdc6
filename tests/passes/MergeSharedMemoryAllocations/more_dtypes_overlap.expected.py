# differs from TVM 0.27: Cb (int32) is born in the statement that reads Ab (int8) and Bb (int16) at other element sizes, so each thread overwrites bytes of other threads' elements: TVM's layout races (the old test_dyn_shared_more_dtype asserted it); ours keeps the three apart.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "int32")):
        t = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((1792,), "uint8", scope="shared.dyn")
        Cb = T.decl_buffer((256,), "int32", data=buf_dyn_shmem.data, scope="shared.dyn")
        Bb = T.decl_buffer((256,), "int16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Ab = T.decl_buffer((256,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        Ab[t + 1536] = T.Cast("int8", G[t])
        Bb[t + 512] = T.Cast("int16", G[t])
        Cb[t] = T.Cast("int32", Ab[t + 1536]) + T.Cast("int32", Bb[t + 512])
        G[t] = Cb[t]
