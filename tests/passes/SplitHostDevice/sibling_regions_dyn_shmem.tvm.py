# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        X = T.decl_buffer((128,), data=X_ptr)
        with T.launch_thread("threadIdx.x", 128) as tx:
            buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
            X[tx] = X[tx]

    @T.prim_func(s_tir=True)
    def main_kernel_1(Y_ptr: T.handle("float16", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        Y = T.decl_buffer((256,), "float16", data=Y_ptr)
        with T.launch_thread("threadIdx.x", 64) as ty:
            buf_dyn_shmem_1 = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
            Y[ty] = Y[ty]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((256,), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", X.data, 128, T.int64(512), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
        T.call_ffi_kernel("main_kernel_1", Y.data, 64, T.int64(512), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
