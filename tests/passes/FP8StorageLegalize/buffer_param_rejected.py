# covers: spec 6 StorageLegalize precondition "This pass must be called after MakePackedAPI" (fp8)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((16,), "float8_e4m3fn")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        X[0] = X[1]
