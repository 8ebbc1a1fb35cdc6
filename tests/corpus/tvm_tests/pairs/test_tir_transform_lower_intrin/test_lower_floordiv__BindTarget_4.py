# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_lower_intrin.py::test_lower_floordiv
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((380,), "int32"), v1: T.Buffer((380,), "int32"), C: T.Buffer((380,), "int32")):
        T.func_attr({"tirx.noalias": True})
        for i in range(380):
            x = T.int32()
            y = T.int32()
            C[i] = T.Let(T.Let(T.Select(0 <= y and 0 <= x, T.Div(x, y), 0), where={y: v1[i]}), where={x: v0[i]})
