# passes: BF16ComputeLegalize, BF16StorageLegalize
# covers: spec 6 (bfloat16 with lanes; StorageLegalize's reinterpret rules: reinterpret to bf16 becomes reinterpret to uint16 and disappears on a uint16 value)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("bfloat16x4", "shared"), pb: T.handle("uint16x4")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        A = T.decl_buffer((8,), "bfloat16x4", data=pa, scope="shared")
        B = T.decl_buffer((8,), "uint16x4", data=pb)
        for i in range(8):
            A[i] = T.reinterpret("bfloat16x4", B[i])
            B[i] = T.reinterpret("uint16x4", A[i] + A[i])
