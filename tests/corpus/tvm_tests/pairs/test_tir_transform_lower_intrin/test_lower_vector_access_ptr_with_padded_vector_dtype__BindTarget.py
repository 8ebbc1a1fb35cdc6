# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_lower_intrin.py::test_lower_vector_access_ptr_with_padded_vector_dtype
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32x3")):
        T.call_extern("void", "consume", T.tvm_access_ptr(T.type_annotation("float32x3"), A.data, 2, 4, 1))
