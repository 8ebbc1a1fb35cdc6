# passes: FP8ComputeLegalize("float32"), FP8ComputeLegalize("float32")
# covers: catalog 5 test_fp8_compute_legalize[float8_e4m3fn-float32] (applied twice: idempotent)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("float8_e4m3fn"), pb: T.handle("float8_e4m3fn"), pd: T.handle("float8_e4m3fn")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        A = T.decl_buffer((48,), "float8_e4m3fn", data=pa)
        B = T.decl_buffer((48,), "float8_e4m3fn", data=pb)
        D = T.decl_buffer((48,), "float8_e4m3fn", data=pd)
        C = T.alloc_buffer((48,), "float8_e4m3fn")
        for i in range(48):
            C[i] = A[i] + B[i]
            D[i] = T.exp(C[i])
