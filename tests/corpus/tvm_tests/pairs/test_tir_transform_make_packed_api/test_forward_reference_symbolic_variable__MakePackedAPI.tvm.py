# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", "`"])
        A_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert A_type_index == 0 or A_type_index == 4 or A_type_index == 7 or A_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][1], "Tensor"])
        A_handle: T.let[T.handle] = T.if_then_else(A_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        B_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert B_type_index == 0 or B_type_index == 4 or B_type_index == 7 or B_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][2], "Tensor"])
        B_handle: T.let[T.handle] = T.if_then_else(B_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 1, 15, T.handle().ty), 24), T.tvm_struct_get(args, 1, 15, T.handle().ty))
        assert not T.isnullptr(A_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][3], "Tensor"])
        assert 1 == T.tvm_struct_get(A_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "A", ".ndim on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][4], "1"])
        assert T.tvm_struct_get(A_handle, 0, 5, "uint8") == T.uint8(0) and T.tvm_struct_get(A_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(A_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "A", ".dtype on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][5], "int32"])
        main_A_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 2, T.handle("int64", "global").ty)
        main_A_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(A_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "A", ".device_type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][6], "cpu"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(A_handle, 0, 9, "int32")
        batch_size = T.int64()
        A = T.Buffer((batch_size + T.int64(1),), "int32")
        with T.attr(A, "storage_alignment", 64):
            assert not T.isnullptr(B_handle), ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][7], "Tensor"])
            assert 1 == T.tvm_struct_get(B_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "B", ".ndim on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][8], "1"])
            assert T.tvm_struct_get(B_handle, 0, 5, "uint8") == T.uint8(0) and T.tvm_struct_get(B_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(B_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "B", ".dtype on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][9], "int32"])
            main_B_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(B_handle, 0, 2, T.handle("int64", "global").ty)
            batch_size = T.tvm_struct_get(main_B_shape, 0, 17, "int64")
            main_B_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(B_handle, 0, 3, T.handle("int64", "global").ty)
            assert T.tvm_struct_get(B_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "B", ".device_type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][10], "cpu"])
            B = T.Buffer((batch_size,), "int32")
            with T.attr(B, "storage_alignment", 64):
                T.attr("default", "device_id", dev_id)
                T.attr("default", "device_type", 1)
                if not T.isnullptr(main_A_strides):
                    assert batch_size + T.int64(1) == T.int64(1) or T.int64(1) == T.tvm_struct_get(main_A_strides, 0, 17, "int64"), ("ValueError", ["Mismatched ", "A", ".strides on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][11]])
                assert batch_size + T.int64(1) == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("int32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty))), ("ValueError", ["A", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][12]])
                if not T.isnullptr(main_B_strides):
                    assert batch_size == T.int64(1) or T.int64(1) == T.tvm_struct_get(main_B_strides, 0, 17, "int64"), ("ValueError", ["Mismatched ", "B", ".strides on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][13]])
                assert dev_id == T.tvm_struct_get(B_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "B.device_id", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][14], "A.device_id"])
                assert batch_size == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("int32", "global").ty, T.tvm_struct_get(B_handle, 0, 1, T.handle().ty))), ("ValueError", ["B", " data pointer is NULL on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][15]])
                assert batch_size + T.int64(1) == T.tvm_struct_get(main_A_shape, 0, 17, "int64"), ("ValueError", ["Invalid ", "A.shape[0]", " on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][16], "B.shape[0] + 1"])
                assert T.uint64(0) == T.tvm_struct_get(A_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "A.byte_offset", " on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][17], "0"])
                assert T.uint64(0) == T.tvm_struct_get(B_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "B.byte_offset", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))", metadata["ir.StringImm"][18], "0"])
                A = T.decl_buffer((batch_size + T.int64(1),), "int32", data=T.reinterpret(T.handle("int32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty)))
                B = T.decl_buffer((batch_size,), "int32", data=T.reinterpret(T.handle("int32", "global").ty, T.tvm_struct_get(B_handle, 0, 1, T.handle().ty)))
                with T.attr({"compute_scope": "main_compute_"}):
                    for i in range(batch_size):
                        B[i] = A[i] + A[i + T.int64(1)]
                return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
