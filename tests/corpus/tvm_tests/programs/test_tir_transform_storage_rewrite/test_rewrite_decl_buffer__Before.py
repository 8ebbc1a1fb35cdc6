# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), D: T.Buffer((16,), "float32")):
        B = T.alloc_buffer((16,))
        C = T.alloc_buffer((16,))
        for i in range(16):
            B[i] = A[i]
        for i in range(16):
            C[i] = T.float32(2.0) * B[i]
        for i in range(16):
            D[i] = C[i]
