from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Asserts:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32, m: T.int32):
        assert n > 0, "n must be positive"
        assert n <= 16, ("ValueError", ["n is too large: ", "expected at most ", "16"])
        assert m % 4 == 0 and m >= n, ("TypeError", ["m misaligned"])
        for i in range(n):
            assert i < 16, "index out of range"
            A[i] = T.float32(0)
