# covers: catalog 2 test_pointer_return (type index 4 written)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def identity(p: T.handle) -> T.handle:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        return p
