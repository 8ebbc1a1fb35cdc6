# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_shmem = T.alloc_shared((512,), "uint8", annotations={"tirx.volatile": True})
        Sb = T.decl_buffer((64,), data=buf_shmem.data, scope="shared")
        Sa = T.decl_buffer((64,), data=buf_shmem.data, scope="shared")
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Db = buf_dyn_shmem.view("float32")
        Da = buf_dyn_shmem.view("float32")
        Sa[t] = G[t]
        Sb[t + 64] = G[t]
        Da[t] = Sa[t] + Sb[t + 64]
        Db[t] = Da[t]
        G[t] = Db[t]
