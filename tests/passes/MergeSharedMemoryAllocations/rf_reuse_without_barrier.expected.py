# differs from TVM 0.27: no barrier separates the last read of A (at other threads' elements) and the first write of B: TVM's layout races; ours keeps A and B apart. This holds for the input as written, without that barrier: TVM's pipelines run ThreadSync before the merge, which inserts it (rf_reuse_without_barrier_after_thread_sync), and after it TVM's layout does not race and ours is the same.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = A[63 - t]
        B[t + 64] = H[t] * T.float32(2.0)
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = B[127 - t]
