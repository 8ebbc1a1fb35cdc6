# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Db = buf_dyn_shmem.view("float32")
        Da = buf_dyn_shmem.view("float32")
        Sa = T.alloc_shared((64,))
        Sb = T.alloc_shared((64,), annotations={"tirx.volatile": T.bool(True)})
        Sa[t] = G[t]
        Sb[t] = G[t]
        Da[t] = Sa[t] + Sb[t]
        Db[t] = Da[t]
        G[t] = Db[t]
