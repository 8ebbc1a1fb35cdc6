# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
        A_1 = A.view(256)
        C_1 = C.view(256)
        with T.launch_thread("blockIdx.x", 4) as i0:
            i1 = T.launch_thread("threadIdx.x", 2)
            i2 = T.launch_thread("vthread", 2)
            B = T.alloc_local((16,))
            for j in range(16):
                B[j] = A_1[i0 * 64 + i1 * 32 + i2 * 16 + j] + T.float32(1.0)
            for j in range(16):
                C_1[i0 * 64 + i1 * 32 + i2 * 16 + j] = B[j] * T.float32(2.0)
