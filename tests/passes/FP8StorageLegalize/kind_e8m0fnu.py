# passes: FP8ComputeLegalize("float32"), FP8StorageLegalize
# covers: spec 6 "FP8 passes: every float8 code" (compute then storage) (float8_e8m0fnu; DTypeConversion table row)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("float8_e8m0fnu"), pb: T.handle("float8_e8m0fnu")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        A = T.decl_buffer((16,), "float8_e8m0fnu", data=pa)
        B = T.decl_buffer((16,), "float8_e8m0fnu", data=pb)
        C = T.alloc_buffer((16,), "float8_e8m0fnu")
        for i in range(16):
            C[i] = A[i] + A[i]
            B[i] = C[i]
