# covers: spec 3.2 (an existing target AttrStmt is kept and not entered; a sibling launch is wrapped)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((32,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.attr(T.target("llvm"), "target", 0):
            X[0] = T.Cast("float32", n)
        with T.launch_thread("threadIdx.x", 32) as t:
            X[t] = X[t] + T.float32(1)
