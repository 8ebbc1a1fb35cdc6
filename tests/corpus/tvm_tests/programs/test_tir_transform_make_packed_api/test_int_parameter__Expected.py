# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments", metadata["ir.StringImm"][0], "main(arg: int32)", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][1], "main(arg: int32)", "`"])
        arg_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert arg_type_index == 1 or arg_type_index == 2, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][2], "main(arg: int32)", metadata["ir.StringImm"][3], "int"])
        arg: T.let[T.int32] = T.Cast("int32", T.tvm_struct_get(args, 0, 15, "int64"))
        with T.attr({"compute_scope": "main_compute_"}):
            if arg > 0:
                T.tvm_struct_set(result, 0, 13, 1)
                T.tvm_struct_set(result, 0, 14, 0)
                T.tvm_struct_set(result, 0, 15, T.Cast("int64", 10))
                return 0
            else:
                T.tvm_struct_set(result, 0, 13, 1)
                T.tvm_struct_set(result, 0, 14, 0)
                T.tvm_struct_set(result, 0, 15, T.Cast("int64", 20))
                return 0
        return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
