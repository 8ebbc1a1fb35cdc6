# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        A = T.decl_buffer((16,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 16) as tx:
            B = T.Buffer((16,))
            T.attr(B, "storage_alignment", 64)
            A[tx] = T.float32(0.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, 16, launch_params=["threadIdx.x"], ret_ty="int32")
