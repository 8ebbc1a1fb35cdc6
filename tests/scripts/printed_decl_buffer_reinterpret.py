from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(args: T.handle):
        A_handle: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, T.handle().ty)
        A = T.decl_buffer((16,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty)))
        B = T.decl_buffer((4, 4), "int32", data=T.reinterpret(T.handle("int32", "global").ty, T.tvm_struct_get(A_handle, 1, 1, T.handle().ty)))
        with T.attr({"compute_scope": "main_compute_"}):
            for i in range(16):
                A[i] = T.Cast("float32", B[i // 4, i % 4])
