from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Names:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        for i in range(4):
            for i_1 in range(4):
                A[i * 4 + i_1] = T.float32(0)
        for i in range(8):
            x: T.let[T.int32] = i * 2
            A[x] = T.float32(1)
        for i in range(8):
            x: T.let[T.int32] = i * 3
            A[x] = T.float32(2)
        R = T.alloc_buffer((4,), "float32")
        I_buf = T.alloc_buffer((4,), "float32")
        R[0] = A[0]
        I_buf[0] = R[0]
        A[1] = I_buf[0]
