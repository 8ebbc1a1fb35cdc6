# passes: FP8ComputeLegalize("float16"), FP8StorageLegalize
# covers: spec 6 (any number of lanes: float8_e5m2x4 loads and stores become uint8x4; the scope of a pointer parameter is kept)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("float8_e5m2x4", "shared"), pb: T.handle("float8_e5m2x4")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        A = T.decl_buffer((8,), "float8_e5m2x4", data=pa, scope="shared")
        B = T.decl_buffer((8,), "float8_e5m2x4", data=pb)
        for i in range(8):
            B[i] = A[i] * A[i]
