# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 0, ("TypeError", ["Expected ", "0", " arguments", metadata["ir.StringImm"][0], "main()", "`"])
        with T.attr({"compute_scope": "main_compute_"}):
            T.evaluate(0)
        return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
