from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class CastReinterpret:
    @T.prim_func(s_tir=True)
    def main(F: T.Buffer((16,), "float32"), U: T.Buffer((16,), "uint32"), H: T.Buffer((16,), "float16"), I64: T.Buffer((16,), "int64")):
        for i in range(16):
            U[i] = T.reinterpret("uint32", F[i])
            F[i] = T.reinterpret("float32", U[i] | T.uint32(1))
            H[i] = T.Cast("float16", F[i])
            I64[i] = T.Cast("int64", i) * T.int64(3)
            F[i] = T.Cast("float32", H[i]) + T.Cast("float32", I64[i])
            H[i] = T.reinterpret("float16", T.Cast("uint16", U[i] >> T.uint32(16)))
