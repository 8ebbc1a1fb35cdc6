# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(data: T.Buffer((1,), "float32"), n: T.int32):
        for i, j in T.grid(5, 10):
            if i >= 3:
                data[i * 3 + j] = data[i * 3 + j] + T.float32(0.5)
                for k, l in T.grid(15, 20):
                    if i < 4 or j >= 8:
                        data[i * 3 + j + k + l] = data[i * 3 + j + k + l] * T.float32(2.0)
                    else:
                        data[i * 3 + j + k + l] = data[i * 3 + j + k + l] * T.float32(1.5)
                    if j < 5:
                        data[i * 3 + j + k + l] = data[i * 3 + j + k + l] - T.float32(1.0)
        for i2, j2, k2 in T.grid(5, 10, 15):
            if n >= 3:
                data[i2 * 3 + j2 + k2] = data[i2 * 3 + j2 + k2] + T.float32(0.59999999999999998)
