# covers: catalog 2 test_bool_parameter
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def pick(on: T.bool) -> T.bool:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        if on:
            return False
        return True
