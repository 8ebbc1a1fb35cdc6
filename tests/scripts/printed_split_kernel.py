from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(Zb_ptr: T.handle("float32", "global"), ab_ptr: T.handle("int8", "global"), c: T.int32, x: T.float32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x"], "tirx.noalias": True})
        ab = T.decl_buffer((64,), "int8", data=ab_ptr)
        Zb = T.decl_buffer((64,), data=Zb_ptr)
        with T.launch_thread("blockIdx.x", c) as bx:
            tx = T.launch_thread("threadIdx.x", 64)
            Zb[tx] = T.Cast("float32", ab[tx]) + x

    @T.prim_func(private=True, s_tir=True)
    def cpu_kernel(n: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_global_func": True, "tirx.noalias": True})
        T.evaluate(n)
        return 0

    @T.prim_func(s_tir=True)
    def main(Zb: T.Buffer((64,), "float32"), ab: T.Buffer((64,), "int8"), b: T.int32, x: T.float32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        c: T.let[T.int32] = b + 1
        T.call_ffi_kernel("main_kernel", Zb.data, ab.data, c, x, c, 64, launch_params=["blockIdx.x", "threadIdx.x"], ret_ty="int32")
        kernel_error_code: T.let[T.int32] = Module.cpu_kernel(b)
        assert kernel_error_code == 0, ("RuntimeError", ["Error executing compute kernel"])
