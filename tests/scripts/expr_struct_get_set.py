from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Structs:
    @T.prim_func(s_tir=True)
    def main(args: T.handle, result: T.handle, k: T.int32) -> T.int32:
        if T.isnullptr(args):
            return -1
        code: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
        val: T.let[T.int64] = T.tvm_struct_get(args, k, 15, "int64")
        ptr: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, "handle")
        shape: T.let[T.handle] = T.tvm_struct_get(ptr, 0, 2, "handle")
        moved: T.let[T.handle] = T.handle_add_byte_offset(ptr, 24)
        T.tvm_struct_set(result, 0, 13, code)
        T.tvm_struct_set(result, 0, 14, 0)
        T.tvm_struct_set(result, 0, 15, val + T.Cast("int64", T.isnullptr(moved)))
        return 0
