# covers: catalog 1 test_ssa_across_entire_module (host loop var must not be shared with the kernel param)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target("cuda", host="llvm")})
        for row in range(8):
            T.attr(0, "device_scope", 0)
            for col in range(32):
                T.evaluate(row + col)
