# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Q = buf_dyn_shmem.view("float32")
        P = buf_dyn_shmem.view("float32")
        P[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        Q[t] = P[63 - t]
        H[t] = Q[t]
