# differs from TVM 0.27: Cs is written right after the kk-loop reads As and Bs, with no barrier between: a thread that finishes early overwrites As/Bs bytes other threads still read, so TVM's layout races (1024 bytes); ours keeps Cs apart (2048 bytes). This holds for the input as written, without a barrier after the kk-loop: TVM's pipelines run ThreadSync before the merge, which inserts it (tiled_matmul_after_thread_sync), and after it TVM's layout does not race and ours is the same.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float16"), B: T.Buffer((1024,), "float16"), C: T.Buffer((1024,), "float32")):
        tx = T.launch_thread("threadIdx.x", 16)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        Cs = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Bs = T.decl_buffer((256,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        As = T.decl_buffer((256,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        acc = T.alloc_local((1,))
        with T.launch_thread("threadIdx.y", 16) as ty:
            bx = T.launch_thread("blockIdx.x", 2)
            by = T.launch_thread("blockIdx.y", 2)
            acc[0] = T.float32(0.0)
            for kb in range(2):
                T.tvm_storage_sync("shared", T.bool(False), -1)
                As[ty * 16 + tx + 512] = A[(by * 16 + ty) * 32 + kb * 16 + tx]
                Bs[ty * 16 + tx + 768] = B[(kb * 16 + ty) * 32 + bx * 16 + tx]
                T.tvm_storage_sync("shared", T.bool(False), -1)
                for kk in range(16):
                    acc[0] = acc[0] + T.Cast("float32", As[ty * 16 + kk + 512] * Bs[kk * 16 + tx + 768])
            Cs[ty * 16 + tx] = acc[0]
            T.tvm_storage_sync("shared", T.bool(False), -1)
            C[(by * 16 + ty) * 32 + bx * 16 + tx] = Cs[ty * 16 + tx]
