# covers: spec 5 body 6.2 (a returned value of another type is an error: "data type X not supported yet")
# our error: data type int32x4 not supported yet (a returned value must be a scalar)
# note: TVM's failed check carries no message (only its condition, lanes 1 vs. 4); ours names the type
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.int32) -> T.int32x4:
        T.func_attr({"target": T.target("llvm", host="llvm")})
        return T.Broadcast(x, 4)
