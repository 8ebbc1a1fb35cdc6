# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global"), n: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_global_func": True, "tirx.noalias": True})
        X = T.decl_buffer((32,), data=X_ptr)
        X[0] = T.Cast("float32", n)
        return 0

    @T.prim_func(s_tir=True)
    def main_kernel_1(X_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        X = T.decl_buffer((32,), data=X_ptr)
        with T.launch_thread("threadIdx.x", 32) as t:
            X[t] = X[t] + T.float32(1.0)

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((32,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        kernel_error_code: T.let[T.int32] = Module.main_kernel(X.data, n)
        assert kernel_error_code == 0, ("RuntimeError", ["Error executing compute kernel"])
        T.call_ffi_kernel("main_kernel_1", X.data, 32, launch_params=["threadIdx.x"], ret_ty="int32")
