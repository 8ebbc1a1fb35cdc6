# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "int32"), B: T.Buffer((25,), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-linux-gnu", "tag": ""})})
        A[0:4] = T.call_llvm_pure_intrin("int32x4", "llvm.lround", B[T.Ramp(0, 1, 4)])
