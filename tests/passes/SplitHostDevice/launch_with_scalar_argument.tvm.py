# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        A = T.decl_buffer((16,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 16) as tx:
            A[tx] = T.Cast("float32", n)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, n, 16, launch_params=["threadIdx.x"], ret_ty="int32")
