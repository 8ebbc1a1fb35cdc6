# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def clamp(v: T.int32, lo: T.int32, hi: T.int32) -> T.int32:
        if v < lo:
            return lo
        if v > hi:
            return hi
        return v

    @T.prim_func(s_tir=True)
    def fill(p: T.handle("float32", "global"), value: T.float32):
        B = T.decl_buffer((16,), data=p)
        for i in range(16):
            B[i] = value

    @T.prim_func(private=True, s_tir=True)
    def twice(x: T.float32) -> T.float32:
        return x * T.float32(2.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        k: T.let[T.int32] = Module.clamp(n, 0, 15)
        A[k] = Module.twice(A[k])
        Module.fill(A.data, T.float32(0.0))
