# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "float32")):
        for i in T.vectorized(16):
            B[i] = T.reinterpret("float32", A[i])
