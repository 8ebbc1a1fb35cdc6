# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def f(n: T.int32):
        T.func_attr({"global_symbol": "my.fn", "target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("my_fn_kernel", n, launch_params=[], ret_ty="int32")
        T.call_ffi_kernel("my_fn_kernel_1", n, launch_params=[], ret_ty="int32")

    @T.prim_func(s_tir=True)
    def my_fn_kernel(n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": [], "tirx.noalias": True})
        T.evaluate(n)

    @T.prim_func(s_tir=True)
    def my_fn_kernel_1(n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": [], "tirx.noalias": True})
        T.evaluate(n)
