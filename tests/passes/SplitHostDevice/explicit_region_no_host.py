# covers: catalog 1 test_split_host_device_without_func_host_attribute
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(count: T.int32):
        T.func_attr({"target": T.target("llvm")})
        T.attr(T.target("cuda"), "target", 0)
        T.evaluate(count + 1)
