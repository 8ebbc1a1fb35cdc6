# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(a8: T.Buffer((8,), "int8"), a16: T.Buffer((8,), "int16"), a32: T.Buffer((8,), "int32"), a64: T.Buffer((8,), "int64"), k8: T.int8, k16: T.int16, k32: T.int32, k64: T.int64):
        for i in range(8):
            a8[i] = a8[i] + k8 * T.int8(-2)
            a16[i] = a16[i] - k16 + T.int16(300)
            a32[i] = a32[i] * k32 + 7
            a64[i] = a64[i] + k64 + T.int64(5000000000)
            a64[i] = a64[i] + T.Cast("int64", a8[i]) + T.Cast("int64", a16[i])
