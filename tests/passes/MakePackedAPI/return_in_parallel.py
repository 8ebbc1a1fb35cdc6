# covers: catalog 2 test_return_from_parallel_scope_is_rejected
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(n: T.int32) -> T.int32:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        for i in T.parallel(n):
            return i
        return 0
