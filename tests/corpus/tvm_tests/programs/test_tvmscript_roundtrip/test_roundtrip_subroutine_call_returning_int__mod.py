# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def subroutine(x: T.float32) -> T.float32:
        return x * x

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((2,), "float32")):
        T.evaluate(Module.subroutine(A[0]) + Module.subroutine(A[1]))
