# covers: catalog 2 test_zero_arg_function (no args-null check; int64 return)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def answer() -> T.int64:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        return T.int64(1234)
