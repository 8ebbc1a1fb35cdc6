# covers: spec 5 body 6.2 (a scalar return type the packed API cannot carry, bfloat16, is an error)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main() -> T.bfloat16:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        return T.bfloat16(1)
