# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(data: T.Buffer((1,), "float32"), l: T.int32, m: T.int32, n: T.int32, g: T.int32):
        for i, j, k in T.grid(l, m, n):
            if data[g] < T.float32(3.0):
                data[9 * j + 3 * j * k] = data[9 * j + 3 * j * k] + T.float32(0.29999999999999999)
            else:
                data[9 * j + 3 * j * k] = data[9 * j + 3 * j * k] + T.float32(1.3)
