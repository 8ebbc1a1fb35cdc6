# covers: spec 6 (a bfloat16x4 load through a Ramp index plus a bfloat16 Broadcast: vector conversions to float32x4 with broadcast shift constants; the promoted allocation stores float32x4)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        A = T.decl_buffer((100,), "bfloat16", data=ap)
        B = T.alloc_buffer((100,), "bfloat16")
        for i in range(25):
            B[T.Ramp(i * 4, 1, 4)] = A[T.Ramp(i * 4, 1, 4)] + T.Broadcast(T.bfloat16(1), 4)
