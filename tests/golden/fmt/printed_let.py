# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(args: T.handle, n: T.int32):
        k: T.let[T.int32] = n + 1
        flag: T.let[T.bool] = k > 4
        wide: T.let[T.int64] = T.Cast("int64", k)
        h: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, T.handle().ty)
        shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(h, 0, 2, T.handle("int64", "global").ty)
        f: T.let[T.float32] = T.Cast("float32", T.tvm_struct_get(shape, 0, 17, "int64"))
        if flag:
            T.call_extern("int32", "consume", wide, f)
