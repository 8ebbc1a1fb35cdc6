# differs from TVM 0.27: TVM treats the vthread launch variable as free (kernel parameter, undefined on the host: ill-formed); we treat the launch as its definition
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float16", "global"), n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        A = T.decl_buffer((16,), "float16", data=A_ptr)
        with T.launch_thread("blockIdx.x", 4) as bx:
            vt = T.launch_thread("vthread", 2)
            tx = T.launch_thread("threadIdx.x", 16)
            m: T.let[T.int32] = n * 2
            S = T.alloc_buffer((m,), "float16", scope="shared.dyn")
            S[tx + vt] = A[tx]

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float16"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, n, 4, 16, T.Cast("int64", n * 2) * T.int64(2), launch_params=["blockIdx.x", "threadIdx.x", "tirx.use_dyn_shared_memory"], ret_ty="int32")
