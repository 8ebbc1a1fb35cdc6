from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"calling_conv": 1, "global_symbol": "__tvm_ffi_main", "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.is_entry_func": True})
        assert num_args == 1, ("TypeError", ["Expected ", "1", " arguments"])
        A_handle: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, T.handle().ty)
        dev_id: T.let[T.int32] = T.tvm_struct_get(A_handle, 0, 9, "int32")
        A = T.Buffer((16,))
        with T.attr(A, "storage_alignment", 64):
            T.attr("default", "device_id", dev_id)
            T.attr("default", "device_type", 2)
            A = T.decl_buffer((16,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty)))
            T.call_packed("__tvm_set_device", 2, dev_id)
            with T.attr({"compute_scope": "main_compute_"}):
                T.tvm_struct_set(result, 0, 13, 1)
                T.tvm_struct_set(result, 0, 14, 0)
                T.tvm_struct_set(result, 0, 15, T.Cast("int64", A[0]))
                return 0
            return 0
