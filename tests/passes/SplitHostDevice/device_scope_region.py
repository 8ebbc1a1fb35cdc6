# covers: catalog 1 test_device_scope_region_extracted_as_device_kernel; 7.1 test_annotate_device_scope
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((8,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        T.attr(0, "device_scope", 0)
        V[3] = T.float32(2)
