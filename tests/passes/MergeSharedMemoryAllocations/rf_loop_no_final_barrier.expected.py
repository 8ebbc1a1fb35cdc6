# differs from TVM 0.27: the k-loop reads A after its last barrier and B is written right after the loop: TVM's layout races (a thread that leaves the loop early writes B over A bytes other threads still read); ours keeps A and B apart. This holds for the input as written, without a barrier after the loop: TVM's pipelines run ThreadSync before the merge, which inserts it (rf_loop_no_final_barrier_after_thread_sync), and after it TVM's layout does not race and ours is the same.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        acc = T.alloc_local((1,))
        acc[0] = T.float32(0.0)
        for k in range(4):
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            A[t] = G[k * 64 + t]
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            acc[0] = acc[0] + A[63 - t]
        B[t + 64] = acc[0]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = B[127 - t]
