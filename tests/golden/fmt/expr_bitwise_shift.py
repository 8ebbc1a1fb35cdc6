# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), U: T.Buffer((16,), "uint32"), s: T.int32):
        for i in range(16):
            A[i] = A[i] << 2 | A[i] >> s
            A[i] = A[i] & 255 ^ (i | 1)
            A[i] = ~A[i]
            U[i] = (U[i] << T.uint32(3)) + (U[i] >> T.uint32(5))
            U[i] = (U[i] & T.uint32(65535)) + (U[i] | T.uint32(1))
            U[i] = (U[i] ^ T.uint32(7)) + ~U[i]
