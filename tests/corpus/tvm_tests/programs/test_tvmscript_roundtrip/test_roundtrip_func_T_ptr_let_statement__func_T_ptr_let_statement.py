# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_T_ptr_let_statement(args: T.handle, arg_type_ids_handle: T.handle("int32", "global"), num_args: T.int32):
    arg_type_ids = T.decl_buffer((2,), "int32", data=arg_type_ids_handle)
    arg0: T.let[T.handle] = T.tvm_struct_get(args, 0, 12, T.handle().ty)
    arg1: T.let[T.handle] = T.tvm_struct_get(args, 1, 12, T.handle().ty)
    A_data: T.let[T.handle("float32", "global")] = T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(arg0, 0, 1, T.handle().ty))
    A = T.decl_buffer((1024,), data=A_data)
    B_data: T.let[T.handle("float32", "global")] = T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(arg1, 0, 1, T.handle().ty))
    B = T.decl_buffer((1024,), data=B_data)
    B[0] = A[0]
