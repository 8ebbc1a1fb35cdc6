from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Shadowing:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        for i in range(4):
            for i in range(4):
                A[i] = T.float32(0)
        for i in range(4):
            A[i] = T.float32(0)
            for i in range(i):
                A[i] = T.float32(1)
        for i in range(2, 4):
            for j in range(4):
                A[i] = T.float32(0)
        for i in range(4):
            for j in range(i):
                A[i] = T.float32(0)
        for i in range(4):
            for j in T.unroll(4):
                A[i] = T.float32(0)
