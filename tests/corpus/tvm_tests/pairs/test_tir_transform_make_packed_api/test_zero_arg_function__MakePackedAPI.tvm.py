# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func_without_arg(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_func_without_arg", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 0, ("TypeError", ["Expected ", "0", " arguments", metadata["ir.StringImm"][0], "func_without_arg()", "`"])
        with T.attr({"compute_scope": "func_without_arg_compute_"}):
            T.tvm_struct_set(result, 0, 13, 1)
            T.tvm_struct_set(result, 0, 14, 0)
            T.tvm_struct_set(result, 0, 15, T.Cast("int64", T.int64(42)))
            return 0
        return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
