# passes: ConvertSSA
# covers: tests/python/tirx-transform/test_tir_transform_convert_ssa.py::test_shared_shape_var_in_buffer_params_and_alloc_buffer
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def main(A: T.Buffer(("n",), "float32"), B: T.Buffer((n,), "float32")):
        n = T.int32()
        C = T.alloc_buffer((n,))
        T.evaluate(1)
