# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments", metadata["ir.StringImm"][0], "main(arg: T.handle)", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "main(arg: T.handle)", "`"])
        arg_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert arg_type_index == 0 or arg_type_index == 4 or arg_type_index == 7 or arg_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(arg: T.handle)", metadata["ir.StringImm"][1], "pointer"])
        arg: T.let[T.handle] = T.reinterpret(T.handle().ty, T.if_then_else(arg_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty)))
        with T.attr({"compute_scope": "main_compute_"}):
            T.tvm_struct_set(result, 0, 13, 4)
            T.tvm_struct_set(result, 0, 14, 0)
            T.tvm_struct_set(result, 0, 15, arg)
            return 0
        return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
