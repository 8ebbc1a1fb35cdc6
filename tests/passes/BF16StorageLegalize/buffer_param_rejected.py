# covers: spec 6 StorageLegalize precondition "This pass must be called after MakePackedAPI"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((16,), "bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        X[0] = X[1]
