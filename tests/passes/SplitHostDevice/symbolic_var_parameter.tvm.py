# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

width = TypeVar("width")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("int32", "global"), B_ptr: T.handle("int32", "global"), width: T.int64):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x"], "tirx.noalias": True})
        B = T.decl_buffer((width,), "int32", data=B_ptr)
        A = T.decl_buffer((width,), "int32", data=A_ptr)
        with T.launch_thread("blockIdx.x", width) as bx:
            Av = T.decl_buffer((width,), "int32", data=A.data)
            Bv = T.decl_buffer((width,), "int32", data=B.data)
            Bv[bx] = Av[bx] + 1

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((width,), "int32"), B: T.Buffer((width,), "int32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, B.data, width, width, launch_params=["blockIdx.x"], ret_ty="int32")
