from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class FloatTypes:
    @T.prim_func
    def main(h: T.Buffer((16,), "float16"), f: T.Buffer((16,), "float32"), d: T.Buffer((16,), "float64"), alpha: T.float32, beta: T.float64, gamma: T.float16):
        for i in range(16):
            h[i] = h[i] * gamma + T.float16(0.5)
            f[i] = f[i] * alpha + T.float32(-1.25)
            d[i] = d[i] * beta + T.float64(1e-10)
            f[i] = T.Cast("float32", h[i]) + T.Cast("float32", d[i]) / T.float32(3)
