# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((50,), "int32"), B: T.Buffer((50,), "int32")):
        for i in range(10):
            cse_v1: T.let[T.int32] = i * 4
            A[cse_v1] = B[cse_v1]
