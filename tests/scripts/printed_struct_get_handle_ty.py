from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(args: T.handle, out: T.handle("int64", "global")):
        A_handle: T.let[T.handle] = T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24)
        A_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(A_handle, 0, 2, T.handle("int64", "global").ty)
        A_data: T.let[T.handle("float32", "global")] = T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(A_handle, 0, 1, T.handle().ty))
        O = T.decl_buffer((2,), "int64", data=out)
        O[0] = T.tvm_struct_get(A_shape, 0, 17, "int64")
        O[1] = T.Cast("int64", T.tvm_struct_get(A_handle, 0, 5, "uint8"))
        T.call_extern(T.handle().ty, "touch", A_data)
