# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def callee(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_callee_symbol", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments", metadata["ir.StringImm"][0], "callee_symbol(a_ptr: T.handle(\"float32\", \"global\"))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "callee_symbol(a_ptr: T.handle(\"float32\", \"global\"))", "`"])
        a_ptr_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert a_ptr_type_index == 0 or a_ptr_type_index == 4 or a_ptr_type_index == 7 or a_ptr_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "callee_symbol(a_ptr: T.handle(\"float32\", \"global\"))", metadata["ir.StringImm"][1], "pointer"])
        a_ptr: T.let[T.handle("float32", "global")] = T.reinterpret(T.handle("float32", "global").ty, T.if_then_else(a_ptr_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty)))
        with T.attr({"compute_scope": "callee_symbol_compute_"}):
            T.tvm_struct_set(result, 0, 13, 1)
            T.tvm_struct_set(result, 0, 14, 0)
            T.tvm_struct_set(result, 0, 15, T.Cast("int64", 1))
            return 0
        return 0

    @T.prim_func(private=True, s_tir=True)
    def caller(a_ptr: T.handle("float32", "global")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.call_cpacked("callee_symbol", a_ptr, T.reinterpret(T.handle().ty, T.uint64(0)))

# Metadata omitted. Use show_meta=True in script() method to show it.
