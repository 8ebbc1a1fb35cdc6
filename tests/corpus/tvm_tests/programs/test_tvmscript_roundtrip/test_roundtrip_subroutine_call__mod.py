# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def subroutine(A_data: T.handle("float32", "global"), n: T.int32):
        T.evaluate(0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        Module.subroutine(A.data, 16)
