# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def mix(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_mix", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 4, ("TypeError", ["Expected ", "4", " arguments", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", "`"])
        a_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert a_type_index == 1 or a_type_index == 2, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", metadata["ir.StringImm"][1], "int"])
        a: T.let[T.int64] = T.tvm_struct_get(args, 0, 15, "int64")
        b_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert b_type_index == 1 or b_type_index == 2, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", metadata["ir.StringImm"][2], "int"])
        b: T.let[T.uint8] = T.Cast("uint8", T.tvm_struct_get(args, 1, 15, "int64"))
        c_type_index: T.let[T.int32] = T.tvm_struct_get(args, 2, 13, "int32")
        assert c_type_index == 3 or c_type_index == 1 or c_type_index == 2, ("TypeError", ["Mismatched type on argument #", "2", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", metadata["ir.StringImm"][3], "float"])
        c: T.let[T.float16] = T.Select(c_type_index == 3, T.Cast("float16", T.tvm_struct_get(args, 2, 15, "float64")), T.Cast("float16", T.tvm_struct_get(args, 2, 15, "int64")))
        d_type_index: T.let[T.int32] = T.tvm_struct_get(args, 3, 13, "int32")
        assert d_type_index == 3 or d_type_index == 1 or d_type_index == 2, ("TypeError", ["Mismatched type on argument #", "3", metadata["ir.StringImm"][0], "mix(a: int64, b: uint8, c: float16, d: float64)", metadata["ir.StringImm"][4], "float"])
        d: T.let[T.float64] = T.Select(d_type_index == 3, T.tvm_struct_get(args, 3, 15, "float64"), T.Cast("float64", T.tvm_struct_get(args, 3, 15, "int64")))
        with T.attr({"compute_scope": "mix_compute_"}):
            T.call_extern("void", "sink", a, b, c, d)
        return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
