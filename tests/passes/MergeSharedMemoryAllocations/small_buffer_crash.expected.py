# differs from TVM 0.27: TVM 0.27 crashes on a buffer of at most 32 bits (it never gets an offset); we place it like any other buffer.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((260,), "uint8", scope="shared.dyn")
        One = T.decl_buffer((2,), "int16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Big = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Big[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        if t == 0:
            One[128] = T.Cast("int16", Big[0])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", One[128])
