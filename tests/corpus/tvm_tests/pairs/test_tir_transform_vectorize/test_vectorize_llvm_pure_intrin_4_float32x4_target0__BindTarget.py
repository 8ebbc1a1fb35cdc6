# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-linux-gnu"}, "mtriple": "x86_64-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_vectorize.py::test_vectorize_llvm_pure_intrin[4-float32x4-target0]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((25,), "float32"), B: T.Buffer((25,), "float32")):
        A[0:4] = T.call_llvm_pure_intrin("float32x4", "llvm.sqrt", B[T.Ramp(0, 1, 4)])
