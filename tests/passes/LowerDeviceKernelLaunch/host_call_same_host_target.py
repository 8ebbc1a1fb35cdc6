# covers: PR #19605 fix 2 (host-to-host calls compare host targets: a callee of the caller's host target stays a direct call, untouched)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target("cuda", host="c")})
        r: T.let[T.int32] = Before.add_host(n, n)
        T.evaluate(r)

    @T.prim_func(private=True, s_tir=True)
    def add_host(a: T.int32, b: T.int32) -> T.int32:
        T.func_attr({"target": T.target("c")})
        return a + b

