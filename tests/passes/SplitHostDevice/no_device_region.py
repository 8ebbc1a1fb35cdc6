# covers: catalog 1 test_split_host_device_without_device_region
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "int32")):
        T.func_attr({"target": T.target("ext_dev", host="llvm")})
        for i in range(4):
            A[i] = i
