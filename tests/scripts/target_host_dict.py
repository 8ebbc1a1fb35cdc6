from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class HostDict:
    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target("cuda", host={"kind": "llvm", "opt-level": 0})})
        with T.attr(T.target("cuda"), "target", 0):
            T.evaluate(n)

    @T.prim_func(s_tir=True)
    def other(n: T.int32):
        T.func_attr({"target": T.target({"kind": "cuda", "arch": "sm_80", "host": {"kind": "llvm"}})})
        T.evaluate(n + 1)
