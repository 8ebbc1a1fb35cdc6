from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class SymInt32:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle):
        n = T.int32()
        m = T.int32()
        A = T.match_buffer(a, (n, m), "float32")
        B = T.match_buffer(b, (n * m,), "float32")
        for i, j in T.grid(n, m):
            B[i * m + j] = A[i, j] + T.Cast("float32", n - m)
