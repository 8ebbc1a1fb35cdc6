# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global"), len: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        X = T.decl_buffer((len,), data=X_ptr)
        with T.launch_thread("threadIdx.x", 64) as t:
            buf_dyn_shmem = T.alloc_buffer((256 + T.max(0, len),), "uint8", scope="shared.dyn")
            Fix_sh = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
            Var_sh = T.decl_buffer((len,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
            Var_sh[t + 256] = T.Cast("int8", X[t])
            Fix_sh[t] = T.Cast("float32", Var_sh[t + 256]) * T.float32(0.5)
            X[t] = Fix_sh[t] + T.Cast("float32", Var_sh[t + 256])

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer(("len",), "float32"), len: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", X.data, len, 64, T.Cast("int64", 256 + T.max(0, len)), launch_params=["threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
