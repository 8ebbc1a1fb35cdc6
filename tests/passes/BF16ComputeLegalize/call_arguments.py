# covers: spec 6 (a bfloat16 argument of a void call_extern is promoted; those of a handle-typed call_extern and of reinterpret are not)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        A = T.decl_buffer((100,), "bfloat16", data=ap)
        T.call_extern("void", "f", A[0])
        T.call_extern("handle", "g", A[1])
        T.evaluate(T.reinterpret("uint16", A[2]))
