# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), B_ptr: T.handle("float32", "global"), n: T.int64):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x"], "tirx.noalias": True})
        A = T.decl_buffer((n, 256), data=A_ptr)
        B = T.decl_buffer((256, n), data=B_ptr)
        with T.launch_thread("blockIdx.x", 256) as bx:
            tx = T.launch_thread("threadIdx.x", 64)
            for i in range((n + T.int64(63)) // T.int64(64)):
                if i * T.int64(64) + T.Cast("int64", tx) < n:
                    B[bx, i * T.int64(64) + T.Cast("int64", tx)] = A[i * T.int64(64) + T.Cast("int64", tx), bx]

    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_entry_func": True})
        assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", "`"])
        A_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert A_type_index == 0 or A_type_index == 4 or A_type_index == 7 or A_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][1], "Tensor"])
        A_handle: T.let[T.handle] = T.if_then_else(A_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        B_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert B_type_index == 0 or B_type_index == 4 or B_type_index == 7 or B_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][2], "Tensor"])
        B_handle: T.let[T.handle] = T.if_then_else(B_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 1, 15, T.handle().ty), 24), T.tvm_struct_get(args, 1, 15, T.handle().ty))
        assert not T.isnullptr(A_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][3], "Tensor"])
        assert 2 == T.tvm_struct_get(A_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "A", ".ndim on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][4], "2"])
        assert T.tvm_struct_get(A_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(A_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(A_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "A", ".dtype on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][5], "float32"])
        main_A_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 2, T.handle("int64", "global").ty)
        n: T.let[T.int64] = T.tvm_struct_get(main_A_shape, 0, 17, "int64")
        main_A_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(A_handle, 0, 10, "int32") == 2, ("ValueError", ["Mismatched ", "A", ".device_type on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][6], "cuda"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(A_handle, 0, 9, "int32")
        A = T.Buffer((n, 256))
        with T.attr(A, "storage_alignment", 64):
            assert not T.isnullptr(B_handle), ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][7], "Tensor"])
            assert 2 == T.tvm_struct_get(B_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "B", ".ndim on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][8], "2"])
            assert T.tvm_struct_get(B_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(B_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(B_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "B", ".dtype on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][9], "float32"])
            main_B_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(B_handle, 0, 2, T.handle("int64", "global").ty)
            main_B_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(B_handle, 0, 3, T.handle("int64", "global").ty)
            assert T.tvm_struct_get(B_handle, 0, 10, "int32") == 2, ("ValueError", ["Mismatched ", "B", ".device_type on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][10], "cuda"])
            B = T.Buffer((256, n))
            with T.attr(B, "storage_alignment", 64):
                T.attr("default", "device_id", dev_id)
                T.attr("default", "device_type", 2)
                if not T.isnullptr(main_A_strides):
                    assert T.int64(1) == T.tvm_struct_get(main_A_strides, 1, 17, "int64") and (n == T.int64(1) or T.int64(256) == T.tvm_struct_get(main_A_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "A", ".strides on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][11]])
                assert n * T.int64(256) == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty))), ("ValueError", ["A", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][12]])
                assert n == T.tvm_struct_get(main_B_shape, 1, 17, "int64"), ("ValueError", ["Mismatched ", "B.shape[1]", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][13], "A.shape[0]"])
                if not T.isnullptr(main_B_strides):
                    assert (n == T.int64(1) or 1 == T.Cast("int32", T.tvm_struct_get(main_B_strides, 1, 17, "int64"))) and n == T.Cast("int64", T.Cast("int32", T.tvm_struct_get(main_B_strides, 0, 17, "int64"))), ("ValueError", ["Mismatched ", "B", ".strides on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][14]])
                assert dev_id == T.tvm_struct_get(B_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "B.device_id", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][15], "A.device_id"])
                assert T.int64(256) * n == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(B_handle, 0, 1, T.handle().ty))), ("ValueError", ["B", " data pointer is NULL on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][16]])
                assert T.Cast("int32", T.tvm_struct_get(main_A_shape, 1, 17, "int64")) == 256, ("ValueError", ["Invalid ", "A.shape[1]", " on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][17], "256"])
                assert T.uint64(0) == T.tvm_struct_get(A_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "A.byte_offset", " on argument #", "0", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][18], "0"])
                assert T.Cast("int32", T.tvm_struct_get(main_B_shape, 0, 17, "int64")) == 256, ("ValueError", ["Invalid ", "B.shape[0]", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][19], "256"])
                assert T.uint64(0) == T.tvm_struct_get(B_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "B.byte_offset", " on argument #", "1", metadata["ir.StringImm"][0], "main(A: Tensor([n, 256], float32), B: Tensor([256, n], float32))", metadata["ir.StringImm"][20], "0"])
                A = T.decl_buffer((n, 256), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty)))
                B = T.decl_buffer((256, n), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(B_handle, 0, 1, T.handle().ty)))
                T.call_packed("__tvm_set_device", 2, dev_id)
                with T.attr({"compute_scope": "main_compute_"}):
                    T.call_ffi_kernel("main_kernel", A.data, B.data, n, 256, 64, launch_params=["blockIdx.x", "threadIdx.x"], ret_ty="int32")
                return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
