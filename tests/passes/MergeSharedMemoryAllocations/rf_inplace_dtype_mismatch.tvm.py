# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float16"), R_1: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Fs = buf_dyn_shmem.view("float32")
        Hs = T.decl_buffer((64,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs[t] = G[t]
        Fs[t] = T.Cast("float32", Hs[t])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        R_1[t] = Fs[63 - t]
