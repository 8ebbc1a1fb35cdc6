# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        for i, i_1 in T.grid(4, 4):
            A[i * 4 + i_1] = T.float32(0.0)
        for i in range(8):
            x: T.let[T.int32] = i * 2
            A[x] = T.float32(1.0)
        for i in range(8):
            x: T.let[T.int32] = i * 3
            A[x] = T.float32(2.0)
        R_1 = T.alloc_buffer((4,))
        I_buf = T.alloc_buffer((4,))
        R_1[0] = A[0]
        I_buf[0] = R_1[0]
        A[1] = I_buf[0]
