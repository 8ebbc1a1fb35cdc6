# covers: catalog 4 test_bf16_storage_compute_scope_wont_legalize (native bf16: unchanged)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16", "shared"), bp: T.handle("bfloat16", "local"), dp: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-3090-ti")})
        A = T.decl_buffer((32,), "bfloat16", data=ap, scope="shared")
        B = T.decl_buffer((32,), "bfloat16", data=bp, scope="local")
        D = T.decl_buffer((32,), "bfloat16", data=dp)
        C = T.alloc_buffer((32,), "bfloat16")
        for i in range(32):
            C[i] = A[i] + B[i] * T.bfloat16(2)
            D[i] = T.exp(C[i]) - T.bfloat16(1)
