# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        assert num_args == 3, ("TypeError", ["Expected ", "3", " arguments", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", "`"])
        X_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert X_type_index == 0 or X_type_index == 4 or X_type_index == 7 or X_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][1], "Tensor"])
        X_handle: T.let[T.handle] = T.if_then_else(X_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        Y_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert Y_type_index == 0 or Y_type_index == 4 or Y_type_index == 7 or Y_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][2], "Tensor"])
        Y_handle: T.let[T.handle] = T.if_then_else(Y_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 1, 15, T.handle().ty), 24), T.tvm_struct_get(args, 1, 15, T.handle().ty))
        Z_type_index: T.let[T.int32] = T.tvm_struct_get(args, 2, 13, "int32")
        assert Z_type_index == 0 or Z_type_index == 4 or Z_type_index == 7 or Z_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][3], "Tensor"])
        Z_handle: T.let[T.handle] = T.if_then_else(Z_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 2, 15, T.handle().ty), 24), T.tvm_struct_get(args, 2, 15, T.handle().ty))
        assert not T.isnullptr(X_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][4], "Tensor"])
        assert 2 == T.tvm_struct_get(X_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "X", ".ndim on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][5], "2"])
        assert T.tvm_struct_get(X_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(X_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(X_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "X", ".dtype on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][6], "float32"])
        main_X_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(X_handle, 0, 2, T.handle("int64", "global").ty)
        rows: T.let[T.int32] = T.Cast("int32", T.tvm_struct_get(main_X_shape, 0, 17, "int64"))
        main_X_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(X_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(X_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "X", ".device_type on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][7], "cpu"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(X_handle, 0, 9, "int32")
        X = T.Buffer((rows, 8))
        with T.attr(X, "storage_alignment", 64):
            assert not T.isnullptr(Y_handle), ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][8], "Tensor"])
            assert 2 == T.tvm_struct_get(Y_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "Y", ".ndim on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][9], "2"])
            assert T.tvm_struct_get(Y_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(Y_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(Y_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "Y", ".dtype on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][10], "float32"])
            main_Y_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(Y_handle, 0, 2, T.handle("int64", "global").ty)
            main_Y_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(Y_handle, 0, 3, T.handle("int64", "global").ty)
            assert T.tvm_struct_get(Y_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "Y", ".device_type on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][11], "cpu"])
            Y = T.Buffer((rows, 8))
            with T.attr(Y, "storage_alignment", 64):
                assert not T.isnullptr(Z_handle), ("TypeError", ["Mismatched type on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][12], "Tensor"])
                assert 1 == T.tvm_struct_get(Z_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "Z", ".ndim on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][13], "1"])
                assert T.tvm_struct_get(Z_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(Z_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(Z_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "Z", ".dtype on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][14], "float32"])
                main_Z_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(Z_handle, 0, 2, T.handle("int64", "global").ty)
                main_Z_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(Z_handle, 0, 3, T.handle("int64", "global").ty)
                assert T.tvm_struct_get(Z_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "Z", ".device_type on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][15], "cpu"])
                Z = T.Buffer((rows * 8,))
                with T.attr(Z, "storage_alignment", 64):
                    T.attr("default", "device_id", dev_id)
                    T.attr("default", "device_type", 1)
                    if not T.isnullptr(main_X_strides):
                        assert 1 == T.Cast("int32", T.tvm_struct_get(main_X_strides, 1, 17, "int64")) and (rows == 1 or 8 == T.Cast("int32", T.tvm_struct_get(main_X_strides, 0, 17, "int64"))), ("ValueError", ["Mismatched ", "X", ".strides on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][16]])
                    assert rows * 8 == 0 or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(X_handle, 0, 1, T.handle().ty))), ("ValueError", ["X", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][17]])
                    assert rows == T.Cast("int32", T.tvm_struct_get(main_Y_shape, 0, 17, "int64")), ("ValueError", ["Mismatched ", "Y.shape[0]", " on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][18], "X.shape[0]"])
                    if not T.isnullptr(main_Y_strides):
                        assert 1 == T.Cast("int32", T.tvm_struct_get(main_Y_strides, 1, 17, "int64")) and (rows == 1 or 8 == T.Cast("int32", T.tvm_struct_get(main_Y_strides, 0, 17, "int64"))), ("ValueError", ["Mismatched ", "Y", ".strides on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][19]])
                    assert dev_id == T.tvm_struct_get(Y_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "Y.device_id", " on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][20], "X.device_id"])
                    assert rows * 8 == 0 or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(Y_handle, 0, 1, T.handle().ty))), ("ValueError", ["Y", " data pointer is NULL on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][21]])
                    if not T.isnullptr(main_Z_strides):
                        assert rows * 8 == 1 or 1 == T.Cast("int32", T.tvm_struct_get(main_Z_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "Z", ".strides on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][22]])
                    assert dev_id == T.tvm_struct_get(Z_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "Z.device_id", " on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][23], "X.device_id"])
                    assert rows * 8 == 0 or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(Z_handle, 0, 1, T.handle().ty))), ("ValueError", ["Z", " data pointer is NULL on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][24]])
                    assert T.Cast("int32", T.tvm_struct_get(main_X_shape, 1, 17, "int64")) == 8, ("ValueError", ["Invalid ", "X.shape[1]", " on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][25], "8"])
                    assert T.uint64(0) == T.tvm_struct_get(X_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "X.byte_offset", " on argument #", "0", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][26], "0"])
                    assert T.Cast("int32", T.tvm_struct_get(main_Y_shape, 1, 17, "int64")) == 8, ("ValueError", ["Invalid ", "Y.shape[1]", " on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][27], "8"])
                    assert T.uint64(0) == T.tvm_struct_get(Y_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "Y.byte_offset", " on argument #", "1", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][28], "0"])
                    assert rows * 8 == T.Cast("int32", T.tvm_struct_get(main_Z_shape, 0, 17, "int64")), ("ValueError", ["Invalid ", "Z.shape[0]", " on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][29], "X.shape[0] * 8"])
                    assert T.uint64(0) == T.tvm_struct_get(Z_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "Z.byte_offset", " on argument #", "2", metadata["ir.StringImm"][0], "main(X: Tensor([rows, 8], float32), Y: Tensor([rows, 8], float32), Z: Tensor([rows * 8], float32))", metadata["ir.StringImm"][30], "0"])
                    X = T.decl_buffer((rows, 8), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(X_handle, 0, 1, T.handle().ty)))
                    Y = T.decl_buffer((rows, 8), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(Y_handle, 0, 1, T.handle().ty)))
                    Z = T.decl_buffer((rows * 8,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(Z_handle, 0, 1, T.handle().ty)))
                    with T.attr({"compute_scope": "main_compute_"}):
                        for r, c in T.grid(rows, 8):
                            Z[r * 8 + c] = X[r, c] + Y[r, c]
                    return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
