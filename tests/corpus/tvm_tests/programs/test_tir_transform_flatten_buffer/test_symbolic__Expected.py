# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("n", "m"), "float32"), C: T.Buffer((n, m), "float32"), n: T.int32, m: T.int32):
        A_1 = A.view(n * m)
        C_1 = C.view(n * m)
        for i in range(n):
            B = T.alloc_buffer((m,))
            for j in range(m):
                B[j] = A_1[i * m + j] + T.float32(1.0)
            for j in range(m):
                C_1[i * m + j] = B[j] * T.float32(2.0)
