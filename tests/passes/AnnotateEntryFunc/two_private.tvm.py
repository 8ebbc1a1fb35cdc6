# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def first(A: T.Buffer((4,), "int32")):
        A[0] = 0

    @T.prim_func(private=True, s_tir=True)
    def second(A: T.Buffer((4,), "int32")):
        A[1] = 1
