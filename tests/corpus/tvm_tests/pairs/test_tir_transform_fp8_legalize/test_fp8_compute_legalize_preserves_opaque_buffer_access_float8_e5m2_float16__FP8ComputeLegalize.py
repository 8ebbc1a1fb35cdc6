# passes: FP8ComputeLegalize("float16")
# covers: tests/python/tirx-transform/test_tir_transform_fp8_legalize.py::test_fp8_compute_legalize_preserves_opaque_buffer_access[float8_e5m2-float16]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def before():
        buffer = T.alloc_buffer((16,), "float8_e5m2")
        T.call_extern("void", "consume", buffer.data)
