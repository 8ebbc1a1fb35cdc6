from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class MatchBuffers:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle, c: T.handle, n: T.int32):
        A = T.match_buffer(a, (n, 4), "float32")
        B = T.match_buffer(b, (n * 4,), "float32")
        C = T.match_buffer(c, (16,))
        for i, j in T.grid(n, 4):
            B[i * 4 + j] = A[i, j] + C[j]
