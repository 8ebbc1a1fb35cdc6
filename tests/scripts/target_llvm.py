from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Llvm:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        for i in T.parallel(64):
            A[i] = A[i] + T.float32(1)

    @T.prim_func(s_tir=True)
    def tuned(A: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"kind": "llvm", "mcpu": "skylake-avx512", "opt-level": 3})})
        for i in T.vectorized(64):
            A[i] = A[i] * T.float32(3)
