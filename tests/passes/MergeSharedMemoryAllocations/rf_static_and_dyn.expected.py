# differs from TVM 0.27: Sb is born in the statement that reads Sa[63 - t], Db in the one that reads Da[63 - t]: TVM's layout races in both merged buffers; ours keep them apart.
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
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        Db = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Da = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Sa[t] = G[t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Sb[t + 64] = Sa[63 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Da[t + 64] = Sb[127 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Db[t] = Da[127 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        G[t] = Db[63 - t]
