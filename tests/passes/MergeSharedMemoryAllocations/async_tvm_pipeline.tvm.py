# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((32, 64), "float32"), B: T.Buffer((64, 32), "float32"), C: T.Buffer((32, 32), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.noalias": True})
        A_1 = A.view(2048)
        B_1 = B.view(2048)
        C_1 = C.view(1024)
        with T.launch_thread("blockIdx.y", 2) as blockIdx_y:
            buf_dyn_shmem = T.alloc_buffer((5120,), "uint8", scope="shared.dyn")
            C_shared_dyn = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
            B_shared_dyn = T.decl_buffer((512,), data=buf_dyn_shmem.data, scope="shared.dyn")
            A_shared_dyn = T.decl_buffer((512,), data=buf_dyn_shmem.data, scope="shared.dyn")
            with T.launch_thread("blockIdx.x", 2) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", 256)
                cse_v1: T.let[T.int32] = threadIdx_x // 16
                cse_v2: T.let[T.int32] = threadIdx_x % 16
                cse_v3: T.let[T.int32] = blockIdx_x * 16
                cse_v5: T.let[T.int32] = cse_v1 * 32
                cse_v8: T.let[T.int32] = blockIdx_y * 1024 + cse_v1 * 64
                with T.attr({"async_commit_queue_scope": 0}):
                    T.s_tir.cp_async_raw("float32", A_shared_dyn.data, 256 + threadIdx_x, A_1.data, cse_v8 + cse_v2, 4)
                    T.s_tir.cp_async_raw("float32", B_shared_dyn.data, 768 + threadIdx_x, B_1.data, cse_v5 + cse_v3 + cse_v2, 4)
                cse_v7: T.let[T.int32] = cse_v1 * 16
                for k_0 in range(3):
                    cse_v4: T.let[T.int32] = k_0 * 16
                    with T.attr({"async_commit_queue_scope": 0}):
                        cse_v9: T.let[T.int32] = (k_0 + 1) % 2 * 256 + threadIdx_x
                        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
                        T.s_tir.cp_async_raw("float32", A_shared_dyn.data, 256 + cse_v9, A_1.data, cse_v8 + cse_v4 + cse_v2 + 16, 4)
                        T.s_tir.cp_async_raw("float32", B_shared_dyn.data, 768 + cse_v9, B_1.data, k_0 * 512 + cse_v5 + cse_v3 + cse_v2 + 512, 4)
                    with T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 1}):
                        T.tvm_storage_sync("shared", T.bool(False), -1)
                        for k_1 in range(16):
                            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
                            if cse_v4 + k_1 == 0:
                                C_shared_dyn[threadIdx_x] = T.float32(0.0)
                            cse_v6: T.let[T.int32] = k_0 % 2 * 256
                            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
                            C_shared_dyn[threadIdx_x] = C_shared_dyn[threadIdx_x] + A_shared_dyn[cse_v6 + cse_v7 + k_1 + 256] * B_shared_dyn[cse_v6 + k_1 * 16 + cse_v2 + 768]
                with T.attr({"async_wait_queue_scope": 0, "async_wait_inflight_count": 0}):
                    T.tvm_storage_sync("shared", T.bool(False), -1)
                    for k_1 in range(16):
                        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
                        C_shared_dyn[threadIdx_x] = C_shared_dyn[threadIdx_x] + A_shared_dyn[cse_v7 + k_1 + 256 + 256] * B_shared_dyn[k_1 * 16 + cse_v2 + 256 + 768]
                C_1[blockIdx_y * 512 + cse_v5 + cse_v3 + cse_v2] = C_shared_dyn[threadIdx_x]
