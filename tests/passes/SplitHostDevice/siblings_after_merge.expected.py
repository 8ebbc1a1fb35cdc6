# differs from TVM 0.27: MergeSharedMemoryAllocations keeps the buffers apart where TVM's layout races (W[ta] = U[255 - ta] * 2 in kernel 1, F (float32) born where H (float16) is read in kernel 2; see MergeSharedMemoryAllocations/sibling_kernels), so the dynamic shared memory launch values are 2048 and 384.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(P_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        P = T.decl_buffer((256,), data=P_ptr)
        with T.launch_thread("threadIdx.x", 256) as ta:
            buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
            W = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
            U = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
            U[ta + 256] = P[ta]
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            W[ta] = U[511 - ta] * T.float32(2.0)
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            P[ta] = W[ta]

    @T.prim_func(s_tir=True)
    def main_kernel_1(Q_ptr: T.handle("float16", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        Q = T.decl_buffer((128,), "float16", data=Q_ptr)
        with T.launch_thread("threadIdx.x", 32) as tb:
            buf_dyn_shmem = T.alloc_buffer((384,), "uint8", scope="shared.dyn")
            F = T.decl_buffer((32,), data=buf_dyn_shmem.data, scope="shared.dyn")
            H = T.decl_buffer((128,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
            for r in range(4):
                H[tb * 4 + r] = Q[tb * 4 + r]
            F[tb + 64] = T.Cast("float32", H[tb * 4]) + T.Cast("float32", H[tb * 4 + 1])
            Q[tb] = T.Cast("float16", F[tb + 64])

    @T.prim_func(s_tir=True)
    def main(P: T.Buffer((256,), "float32"), Q: T.Buffer((128,), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", P.data, 256, T.int64(2048), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
        T.call_ffi_kernel("main_kernel_1", Q.data, 32, T.int64(384), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
