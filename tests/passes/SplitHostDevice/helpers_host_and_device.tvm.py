# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def dev_square(v: T.float32) -> T.float32:
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        return v * v

    @T.prim_func(private=True, s_tir=True)
    def host_offset(n: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        return n * 3

    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), off: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        A = T.decl_buffer((64,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 64) as t:
            A[t] = Module.dev_square(A[t]) + T.Cast("float32", off)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        off: T.let[T.int32] = Module.host_offset(n)
        T.call_ffi_kernel("main_kernel", A.data, off, 64, launch_params=["threadIdx.x"], ret_ty="int32")
