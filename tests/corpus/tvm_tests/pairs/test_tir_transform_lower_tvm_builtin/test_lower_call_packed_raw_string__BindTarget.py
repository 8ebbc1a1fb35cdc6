# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_lower_tvm_builtin.py::test_lower_call_packed_raw_string
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.call_packed("testing.echo", "payload")
