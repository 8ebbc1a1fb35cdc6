# covers: catalog 7.1 test_annotate_device_scope (a device_scope region is wrapped in a target attribute of the device target)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.attr(0, "device_scope", 0):
            A[0] = T.float32(0)
