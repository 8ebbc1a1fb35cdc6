# passes: ConvertSSA
# covers: tests/python/tirx-transform/test_tir_transform_convert_ssa.py::test_reuse_in_nested_bind
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def main():
        var: T.let[T.int32] = 32
        T.evaluate(var)
        var = 16
        T.evaluate(var)
        T.evaluate(var)
