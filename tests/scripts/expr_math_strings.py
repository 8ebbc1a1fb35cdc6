from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class MathStrings:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), D: T.Buffer((16,), "float64")):
        for i in range(16):
            A[i] = T.exp(A[i]) + T.log(A[i] + T.float32(1))
            A[i] = T.sqrt(T.fabs(A[i])) * T.tanh(A[i])
            D[i] = T.exp(D[i]) + T.pow(D[i], T.float64(2))
            A[i] = T.floor(A[i]) + T.ceil(A[i])
        T.call_extern("int32", "print_str", "hello, world", "tab\tsep", "quote'd")
