# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_programtic_dependent_launch", "tirx.use_cooperative_launch", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        X = T.decl_buffer((128,), data=X_ptr)
        with T.launch_thread("threadIdx.x", 128) as tx:
            A_sh = T.alloc_buffer((0,), scope="shared.dyn")
            X[tx] = A_sh[tx]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.kernel_launch_params": ["tirx.use_cooperative_launch", "tirx.use_programtic_dependent_launch"]})
        T.call_ffi_kernel("main_kernel", X.data, 128, 4096, launch_params=["threadIdx.x", "tirx.use_programtic_dependent_launch", "tirx.use_cooperative_launch", "tirx.use_dyn_shared_memory"], ret_ty="int32")
