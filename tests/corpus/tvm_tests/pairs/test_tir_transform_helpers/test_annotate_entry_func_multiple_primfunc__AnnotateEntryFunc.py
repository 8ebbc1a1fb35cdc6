# passes: AnnotateEntryFunc
# covers: tests/python/tirx-transform/test_tir_transform_helpers.py::test_annotate_entry_func_multiple_primfunc
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def func1(A: T.Buffer((16,), "float32")):
        for i in range(16):
            if i == 5:
                if i == 5:
                    A[i] = T.float32(0.0)

    @T.prim_func(private=True, s_tir=True)
    def func2(A: T.Buffer((32,), "float32")):
        for i in range(32):
            if i == 15:
                if i == 15:
                    A[i] = T.float32(0.0)
