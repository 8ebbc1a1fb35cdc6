from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Bitwise:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), U: T.Buffer((16,), "uint32"), s: T.int32):
        for i in range(16):
            A[i] = (A[i] << 2) | (A[i] >> s)
            A[i] = (A[i] & 255) ^ (i | 1)
            A[i] = ~A[i]
            U[i] = T.shift_left(U[i], T.uint32(3)) + T.shift_right(U[i], T.uint32(5))
            U[i] = T.bitwise_and(U[i], T.uint32(65535)) + T.bitwise_or(U[i], T.uint32(1))
            U[i] = T.bitwise_xor(U[i], T.uint32(7)) + T.bitwise_not(U[i])
