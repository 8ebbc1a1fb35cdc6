# differs from TVM 0.27: Q[t] = P[63 - t] reads other threads' elements in the statement where Q is born: TVM's layout races; ours keeps P and Q apart.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn", layout=None)
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        Q[t + 64] = P[63 - t]
        H[t] = Q[t + 64]
