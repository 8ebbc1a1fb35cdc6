# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_lower_intrin.py::test_lower_floordiv_overflow_checks
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((4,), "int16"), C: T.Buffer((4,), "int16")):
        T.func_attr({"tirx.noalias": True})
        for i in range(4):
            x = T.int16()
            C[i] = T.Let(T.Select(T.truncmod(T.min(T.max(x, T.int16(-10)), T.int16(32758)), T.int16(3)) >= T.int16(0), T.Div(T.min(T.max(x, T.int16(-10)), T.int16(32758)), T.int16(3)), T.Div(T.min(T.max(x, T.int16(-10)), T.int16(32758)), T.int16(3)) - T.int16(1)), where={x: v0[i]})
