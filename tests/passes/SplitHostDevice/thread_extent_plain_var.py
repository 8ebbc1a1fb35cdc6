# covers: spec 3.1 (thread_extent whose node is a plain Var is rejected)
# our error: found variable tv: Cannot treat type ir.Var as type tirx.IterVar
# note: our message names the variable and quotes the types without TVM's backticks
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((32,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tv = T.env_thread("threadIdx.x")
        with T.attr(tv, "thread_extent", 32):
            X[tv] = T.float32(0)
