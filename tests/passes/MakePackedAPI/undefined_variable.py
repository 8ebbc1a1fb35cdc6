# covers: spec 5 post-check "variables [...] are used, but are not passed in as API arguments"
# our error: In PrimFunc main variables [n] are used, but are not passed in as API arguments
# note: our message lists the variables as [n], TVM as the tuple (n,)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class Before:
    @T.prim_func(s_tir=True, check_well_formed=False)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        n = T.int32()
        A[0] = T.Cast("float32", n)
