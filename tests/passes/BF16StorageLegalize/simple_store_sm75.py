# passes: BF16ComputeLegalize, BF16StorageLegalize
# covers: catalog 4 test_bf16_simple_store_will_legalize (storage part)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(xp: T.handle("bfloat16", "shared"), yp: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        X = T.decl_buffer((64,), "bfloat16", data=xp, scope="shared")
        Tmp = T.alloc_buffer((64,), "bfloat16")
        Y = T.decl_buffer((64,), "bfloat16", data=yp)
        for i in range(64):
            Tmp[i] = X[i]
            Y[i] = T.exp(Tmp[i])
