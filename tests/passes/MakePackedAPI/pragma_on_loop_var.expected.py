# differs from TVM 0.27 only in which variable the attribute names: TVM's parser reads the declaration `ax1_0 = T.int32()` as a second variable that nothing defines; we read the loop's own variable, as TVM's printer meant (the module it printed had one variable)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(x_ptr: T.handle("float16", "global"), y_ptr: T.handle("float16", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x"], "tirx.noalias": True})
        y = T.decl_buffer((128,), "float16", data=y_ptr)
        x = T.decl_buffer((128,), "float16", data=x_ptr)
        with T.launch_thread("blockIdx.x", 1) as bx:
            x_shared = T.alloc_shared((32,), "float16x4")
            with T.launch_thread("threadIdx.x", 32) as tx:
                ax1_0 = T.int32()
                with T.attr(ax1_0, "pragma_vectorize", 1):
                    for ax1_0 in range(1):
                        x_shared[tx] = x[T.Ramp(tx * 4, 1, 4)]
                T.tvm_storage_sync("shared", T.bool(False), -1)
                y[tx * 4:tx * 4 + 4] = x_shared[31 - tx]

    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_entry_func": True})
        assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`"])
        x_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert x_type_index == 0 or x_type_index == 4 or x_type_index == 7 or x_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "Tensor"])
        x_handle: T.let[T.handle] = T.if_then_else(x_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        y_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert y_type_index == 0 or y_type_index == 4 or y_type_index == 7 or y_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "Tensor"])
        y_handle: T.let[T.handle] = T.if_then_else(y_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 1, 15, T.handle().ty), 24), T.tvm_struct_get(args, 1, 15, T.handle().ty))
        assert not T.isnullptr(x_handle), ("TypeError", ["Mismatched type on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "Tensor"])
        assert 1 == T.tvm_struct_get(x_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "1"])
        assert T.tvm_struct_get(x_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(x_handle, 0, 6, "uint8") == T.uint8(16) and T.tvm_struct_get(x_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "float16"])
        main_x_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(x_handle, 0, 2, T.handle("int64", "global").ty)
        main_x_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(x_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(x_handle, 0, 10, "int32") == 2, ("ValueError", ["Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "cuda"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(x_handle, 0, 9, "int32")
        x = T.Buffer((128,), "float16")
        with T.attr(x, "storage_alignment", 64):
            assert not T.isnullptr(y_handle), ("TypeError", ["Mismatched type on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "Tensor"])
            assert 1 == T.tvm_struct_get(y_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "y", ".ndim on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "1"])
            assert T.tvm_struct_get(y_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(y_handle, 0, 6, "uint8") == T.uint8(16) and T.tvm_struct_get(y_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "y", ".dtype on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "float16"])
            main_y_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(y_handle, 0, 2, T.handle("int64", "global").ty)
            main_y_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(y_handle, 0, 3, T.handle("int64", "global").ty)
            assert T.tvm_struct_get(y_handle, 0, 10, "int32") == 2, ("ValueError", ["Mismatched ", "y", ".device_type on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "cuda"])
            y = T.Buffer((128,), "float16")
            with T.attr(y, "storage_alignment", 64):
                T.attr("default", "device_id", dev_id)
                T.attr("default", "device_type", 2)
                if not T.isnullptr(main_x_strides):
                    assert 1 == T.Cast("int32", T.tvm_struct_get(main_x_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected to be compact array"])
                assert not T.isnullptr(T.reinterpret(T.handle("float16", "global").ty, T.tvm_struct_get(x_handle, 0, 1, T.handle().ty))), ("ValueError", ["x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected non-NULL data pointer"])
                if not T.isnullptr(main_y_strides):
                    assert 1 == T.Cast("int32", T.tvm_struct_get(main_y_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "y", ".strides on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected to be compact array"])
                assert dev_id == T.tvm_struct_get(y_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "y.device_id", " on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected to match ", "x.device_id"])
                assert not T.isnullptr(T.reinterpret(T.handle("float16", "global").ty, T.tvm_struct_get(y_handle, 0, 1, T.handle().ty))), ("ValueError", ["y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected non-NULL data pointer"])
                assert T.Cast("int32", T.tvm_struct_get(main_x_shape, 0, 17, "int64")) == 128, ("ValueError", ["Invalid ", "x.shape[0]", " on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "128"])
                assert T.uint64(0) == T.tvm_struct_get(x_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "0"])
                assert T.Cast("int32", T.tvm_struct_get(main_y_shape, 0, 17, "int64")) == 128, ("ValueError", ["Invalid ", "y.shape[0]", " on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "128"])
                assert T.uint64(0) == T.tvm_struct_get(y_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "y.byte_offset", " on argument #", "1", " when calling:\n  `", "main(x: Tensor([128], float16), y: Tensor([128], float16))", "`,\n  expected ", "0"])
                x = T.decl_buffer((128,), "float16", data=T.reinterpret(T.handle("float16", "global").ty, T.tvm_struct_get(x_handle, 0, 1, T.handle().ty)))
                y = T.decl_buffer((128,), "float16", data=T.reinterpret(T.handle("float16", "global").ty, T.tvm_struct_get(y_handle, 0, 1, T.handle().ty)))
                T.call_packed("__tvm_set_device", 2, dev_id)
                with T.attr({"compute_scope": "main_compute_"}):
                    T.call_ffi_kernel("main_kernel", x.data, y.data, 1, 32, launch_params=["blockIdx.x", "threadIdx.x"], ret_ty="int32")
                return 0
