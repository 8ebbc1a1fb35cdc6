# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(input_A: T.Buffer((10,), "bool"), input_B: T.Buffer((10,), "bool")):
        A = T.decl_buffer((10,), "bool", data=input_A.data)
        B = T.decl_buffer((10,), "bool", data=input_B.data)
        for i0 in range(10):
            B[i0] = A[i0]
