# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def subroutine(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_subroutine", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments", metadata["ir.StringImm"][0], "subroutine(A_data: T.handle(\"float32\", \"global\"))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "subroutine(A_data: T.handle(\"float32\", \"global\"))", "`"])
        A_data_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert A_data_type_index == 0 or A_data_type_index == 4 or A_data_type_index == 7 or A_data_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "subroutine(A_data: T.handle(\"float32\", \"global\"))", metadata["ir.StringImm"][1], "pointer"])
        A_data: T.let[T.handle("float32", "global")] = T.reinterpret(T.handle("float32", "global").ty, T.if_then_else(A_data_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty)))
        with T.attr({"compute_scope": "subroutine_compute_"}):
            T.evaluate(A_data)
        return 0

    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", "`"])
        A_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert A_type_index == 0 or A_type_index == 4 or A_type_index == 7 or A_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][3], "Tensor"])
        A_handle: T.let[T.handle] = T.if_then_else(A_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        assert not T.isnullptr(A_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][4], "Tensor"])
        assert 1 == T.tvm_struct_get(A_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "A", ".ndim on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][5], "1"])
        assert T.tvm_struct_get(A_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(A_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(A_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "A", ".dtype on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][6], "float32"])
        main_A_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 2, T.handle("int64", "global").ty)
        main_A_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(A_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "A", ".device_type on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][7], "cpu"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(A_handle, 0, 9, "int32")
        A = T.Buffer((1,))
        with T.attr(A, "storage_alignment", 64):
            T.attr("default", "device_id", dev_id)
            T.attr("default", "device_type", 1)
            if not T.isnullptr(main_A_strides):
                assert T.bool(True), ("ValueError", ["Mismatched ", "A", ".strides on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][8]])
            assert not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty))), ("ValueError", ["A", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][9]])
            assert T.Cast("int32", T.tvm_struct_get(main_A_shape, 0, 17, "int64")) == 1, ("ValueError", ["Invalid ", "A.shape[0]", " on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][10], "1"])
            assert T.uint64(0) == T.tvm_struct_get(A_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "A.byte_offset", " on argument #", "0", metadata["ir.StringImm"][2], "main(A: Tensor([1], float32))", metadata["ir.StringImm"][11], "0"])
            A = T.decl_buffer((1,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty)))
            with T.attr({"compute_scope": "main_compute_"}):
                T.call_cpacked("subroutine", A.data, T.reinterpret(T.handle().ty, T.uint64(0)))
            return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
