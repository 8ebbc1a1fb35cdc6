# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32, x: T.float32):
        half: T.let[T.int32] = n // 2
        scaled: T.let[T.float32] = x * T.float32(2.0)
        wide: T.let[T.int64] = T.Cast("int64", n) * T.int64(3)
        ptr: T.let[T.handle("float32", "global")] = A.data
        flag: T.let[T.bool] = n > 4
        for i in range(half):
            j: T.let[T.int32] = i * 2
            A[j] = scaled + T.Cast("float32", wide)
        if flag:
            T.call_extern("void", "use_ptr", ptr)
