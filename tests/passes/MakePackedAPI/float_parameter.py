# covers: catalog 2 test_float_parameter
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def scale(x: T.float32) -> T.float32:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        return x * T.float32(0.5)
