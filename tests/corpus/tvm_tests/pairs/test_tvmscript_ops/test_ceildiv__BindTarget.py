# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tvmscript/test_tvmscript_ops.py::test_ceildiv
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def ceildiv_test(A: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = (A[i] + 4 - 1) // 4
