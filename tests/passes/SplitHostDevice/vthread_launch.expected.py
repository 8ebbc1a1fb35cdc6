# differs from TVM 0.27: TVM treats the vthread launch variable as free (kernel parameter, undefined on the host: ill-formed); we treat the launch as its definition
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(X_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x"], "tirx.noalias": True})
        X = T.decl_buffer((128,), data=X_ptr)
        with T.launch_thread("blockIdx.x", 2) as bx:
            vt = T.launch_thread("vthread", 2)
            tx = T.launch_thread("threadIdx.x", 32)
            X[bx * 64 + vt * 32 + tx] = T.float32(1.0)

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", X.data, 2, 32, launch_params=["blockIdx.x", "threadIdx.x"], ret_ty="int32")
