# config: tirx.merge_static_smem=1
# covers: static and dynamic merges in one kernel, race-free with barriers; volatile carried to buf_shmem
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Sa = T.alloc_buffer((64,), "float32", scope="shared")
        Sb = T.alloc_buffer((64,), "float32", scope="shared", annotations={"tirx.volatile": True})
        Da = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Db = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Sa[t] = G[t]
        T.tvm_storage_sync("shared")
        Sb[t] = Sa[63 - t]
        T.tvm_storage_sync("shared")
        Da[t] = Sb[63 - t]
        T.tvm_storage_sync("shared")
        Db[t] = Da[63 - t]
        T.tvm_storage_sync("shared")
        G[t] = Db[63 - t]
