# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(data: T.Buffer((1,), "float32"), l: T.int32, m: T.int32, n: T.int32):
        tx = T.launch_thread("threadIdx.x", 32)
        bx = T.launch_thread("blockIdx.x", 64)
        for i, j, k in T.grid(l, m, n):
            if tx + k < 3:
                data[bx * j + tx * j * k] = data[bx * j + tx * j * k] + T.float32(0.29999999999999999)
            else:
                data[bx * j + tx * j * k] = data[bx * j + tx * j * k] + T.float32(1.3)
