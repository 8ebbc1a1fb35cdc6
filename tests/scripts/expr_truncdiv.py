from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class TruncDiv:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((32,), "int32"), B: T.Buffer((32,), "int64"), F: T.Buffer((32,), "float32"), d: T.int32):
        for i in range(32):
            A[i] = T.truncdiv(A[i], d) + T.truncmod(A[i], d)
            A[i] = T.truncdiv(i - 16, 3) * 3 + T.truncmod(i - 16, 3)
            B[i] = T.truncdiv(B[i], T.int64(7)) + T.Cast("int64", A[i] // d)
            F[i] = F[i] / T.float32(3) + T.Cast("float32", A[i]) / F[i]
