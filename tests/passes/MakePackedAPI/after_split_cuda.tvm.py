# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(V_ptr: T.handle("float32", "global"), k: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        V = T.decl_buffer((64,), data=V_ptr)
        with T.launch_thread("threadIdx.x", 64) as t:
            V[t] = T.Cast("float32", k + t)

    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_entry_func": True})
        assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", "`"])
        V_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        assert V_type_index == 0 or V_type_index == 4 or V_type_index == 7 or V_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][1], "Tensor"])
        V_handle: T.let[T.handle] = T.if_then_else(V_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
        k_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert k_type_index == 1 or k_type_index == 2, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][2], "int"])
        k: T.let[T.int32] = T.Cast("int32", T.tvm_struct_get(args, 1, 15, "int64"))
        assert not T.isnullptr(V_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][3], "Tensor"])
        assert 1 == T.tvm_struct_get(V_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "V", ".ndim on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][4], "1"])
        assert T.tvm_struct_get(V_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(V_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(V_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "V", ".dtype on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][5], "float32"])
        main_V_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(V_handle, 0, 2, T.handle("int64", "global").ty)
        main_V_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(V_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(V_handle, 0, 10, "int32") == 2, ("ValueError", ["Mismatched ", "V", ".device_type on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][6], "cuda"])
        dev_id: T.let[T.int32] = T.tvm_struct_get(V_handle, 0, 9, "int32")
        V = T.Buffer((64,))
        with T.attr(V, "storage_alignment", 64):
            T.attr("default", "device_id", dev_id)
            T.attr("default", "device_type", 2)
            if not T.isnullptr(main_V_strides):
                assert 1 == T.Cast("int32", T.tvm_struct_get(main_V_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "V", ".strides on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][7]])
            assert not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(V_handle, 0, 1, T.handle().ty))), ("ValueError", ["V", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][8]])
            assert T.Cast("int32", T.tvm_struct_get(main_V_shape, 0, 17, "int64")) == 64, ("ValueError", ["Invalid ", "V.shape[0]", " on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][9], "64"])
            assert T.uint64(0) == T.tvm_struct_get(V_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "V.byte_offset", " on argument #", "0", metadata["ir.StringImm"][0], "main(V: Tensor([64], float32), k: int32)", metadata["ir.StringImm"][10], "0"])
            V = T.decl_buffer((64,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(V_handle, 0, 1, T.handle().ty)))
            T.call_packed("__tvm_set_device", 2, dev_id)
            with T.attr({"compute_scope": "main_compute_"}):
                T.call_ffi_kernel("main_kernel", V.data, k, 64, launch_params=["threadIdx.x"], ret_ty="int32")
            return 0

# Metadata omitted. Use show_meta=True in script() method to show it.
