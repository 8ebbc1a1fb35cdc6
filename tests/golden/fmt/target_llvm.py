# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def tuned(A: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mcpu": "skylake-avx512", "opt-level": 3, "tag": ""})})
        for i in T.vectorized(64):
            A[i] = A[i] * T.float32(3.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        for i in T.parallel(64):
            A[i] = A[i] + T.float32(1.0)
