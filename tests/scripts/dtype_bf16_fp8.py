from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class LowPrecision:
    @T.prim_func
    def main(bf: T.Buffer((32,), "bfloat16"), e4: T.Buffer((32,), "float8_e4m3fn"), e5: T.Buffer((32,), "float8_e5m2"), out: T.Buffer((32,), "float32"), scale: T.bfloat16):
        for i in range(32):
            bf[i] = bf[i] * scale + T.bfloat16(1)
            e4[i] = e4[i] + T.float8_e4m3fn(0.5)
            e5[i] = e5[i] + T.float8_e5m2(2)
            out[i] = T.Cast("float32", bf[i]) + T.Cast("float32", e4[i]) + T.Cast("float32", e5[i])
