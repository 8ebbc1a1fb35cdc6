from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        A = T.decl_buffer((128,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 128) as tx:
            buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
            S = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
            S[tx] = A[tx] + T.Cast("float32", n)
            A[tx] = S[127 - tx]

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, n, 128, T.int64(512), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
