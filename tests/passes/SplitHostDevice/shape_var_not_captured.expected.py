# differs from TVM 0.27: TVM leaves the shape-only symbolic dimension undefined in the kernel (ill-formed); we pass it as a kernel parameter
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global"), Y_ptr: T.handle("float32", "global"), rows: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        X = T.decl_buffer((rows,), data=X_ptr)
        Y = T.decl_buffer((rows,), data=Y_ptr)
        with T.launch_thread("threadIdx.x", 32) as t:
            Y[t] = X[t] * T.float32(3.0)

    @T.prim_func(s_tir=True)
    def main(var_X: T.handle, var_Y: T.handle, rows: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        X = T.match_buffer(var_X, (rows,), "float32")
        Y = T.match_buffer(var_Y, (rows,), "float32")
        T.call_ffi_kernel("main_kernel", X.data, Y.data, rows, 32, launch_params=["threadIdx.x"], ret_ty="int32")
