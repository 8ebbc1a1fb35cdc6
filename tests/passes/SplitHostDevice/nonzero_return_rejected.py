# covers: catalog 1 test_device_kernel_nonzero_return_is_rejected
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.attr(T.target({"kind": "cuda", "arch": "sm_90"}), "target", 0):
            return 7
