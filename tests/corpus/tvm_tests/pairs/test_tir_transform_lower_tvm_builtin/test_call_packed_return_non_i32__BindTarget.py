# passes: BindTarget({"kind": "llvm", "tag": "", "keys": ["cpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu"}, "mtriple": "x86_64-conda-linux-gnu"})
# covers: tests/python/tirx-transform/test_tir_transform_lower_tvm_builtin.py::test_call_packed_return_non_i32
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def packed_test(buffer: T.Buffer((2,), "float32")):
        buffer[0] = T.call_packed("testing.echo", T.float32(1.2000000476837158))
        Aptr_dup: T.let[T.handle("float32", "global")] = T.call_packed("testing.echo", buffer.data)
        buffer[1] = T.float32(1.3999999761581421)
