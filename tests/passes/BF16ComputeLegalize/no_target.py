# covers: spec 6 (a function without a target is legalized; casts, selects and min/max are promoted)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(xp: T.handle("bfloat16"), f: T.handle("float32")):
        X = T.decl_buffer((16,), "bfloat16", data=xp)
        F = T.decl_buffer((16,), "float32", data=f)
        W = T.alloc_buffer((16,), "bfloat16")
        for i in range(16):
            W[i] = T.Select(F[i] > T.float32(0), T.max(X[i], T.bfloat16(0)), T.Cast("bfloat16", F[i]))
            X[i] = T.min(W[i], X[i])
            F[i] = T.Cast("float32", W[i])
