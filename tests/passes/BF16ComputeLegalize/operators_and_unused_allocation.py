# covers: spec 6 (Select, if_then_else, max, a float32 constant cast to bfloat16, float division of a cast, bare copies between bfloat16 buffers and an allocation that is never accessed, all promoted to float32)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16"), cp: T.handle("bfloat16"), n: T.int32):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        A = T.decl_buffer((100,), "bfloat16", data=ap)
        C = T.decl_buffer((100,), "bfloat16", data=cp)
        B = T.alloc_buffer((100,), "bfloat16")
        U = T.alloc_buffer((100,), "bfloat16")
        for i in range(100):
            B[i] = T.Select(n > 0, A[i] * T.bfloat16(2), T.if_then_else(n < 5, A[i], T.Cast("bfloat16", n)))
            C[i] = T.max(B[i], T.bfloat16(0)) + T.Cast("bfloat16", T.float32(3))
            C[i] = T.Cast("bfloat16", T.Cast("float32", A[i]) / T.float32(3)) - B[i]
            C[i] = A[i]
            B[i] = A[i]
            C[i] = B[i]
