# differs from TVM 0.27: TVM 0.27 crashes on the let that reads P at the allocation level ("Load memory in places other than store."); we treat the let as a statement. P[63 - t] is read by other threads with no barrier before Q is written, so P and Q stay apart.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        tmp: T.let[T.float32] = P[63 - t]
        Q[t + 64] = tmp
        G[t] = Q[t + 64]
