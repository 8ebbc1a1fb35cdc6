# covers: catalog 2 test_int_parameter
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def pick(k: T.int32) -> T.int32:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        if k < 5:
            return 100
        return 200
