# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tvmscript/test_tvmscript_ops.py::test_alloc_zero_dim_buffer_round_trip
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def alloc_zero_dim_buffer(A: T.Buffer((), "float32"), B: T.Buffer((), "float32")):
        # with T.sblock("root"):
        C = T.sblock_alloc_buffer(())
        A[()] = T.float32(2.0)
        C[()] = A[()] + B[()]
        B[()] = C[()]
