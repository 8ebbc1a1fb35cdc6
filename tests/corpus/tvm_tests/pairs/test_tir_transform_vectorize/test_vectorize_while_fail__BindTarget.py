# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_vectorize.py::test_vectorize_while_fail
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32")):
        for j in range(64):
            C[j] = T.float32(0.0)
        i = T.alloc_local((1,), "int32")
        i[0] = 0
        for j in T.vectorized(64):
            while i[0] < 10:
                C[j] = C[j] + A[j] + B[j]
                i[0] = i[0] + 1
