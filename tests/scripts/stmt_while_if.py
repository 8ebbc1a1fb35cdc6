from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class WhileIf:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), n: T.int32):
        while A[0] < n:
            A[0] = A[0] + 1
        if n > 8:
            A[1] = 1
        if n > 4:
            A[2] = 2
        else:
            A[2] = 3
        if n == 0:
            A[3] = 0
        else:
            if n == 1:
                A[3] = 1
            else:
                A[3] = 2
        while n > 100:
            T.evaluate(0)
