# covers: spec 6 "Let and Bind of a matched value retype the bound variable" (0.27 fails a type check instead)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(xp: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        X = T.decl_buffer((16,), "bfloat16", data=xp)
        for i in range(16):
            v: T.let[T.bfloat16] = X[i] + T.bfloat16(1)
            X[i] = v
