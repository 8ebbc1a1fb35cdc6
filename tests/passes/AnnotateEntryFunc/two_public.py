# covers: spec 2 (two public functions: module unchanged)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def left(A: T.Buffer((4,), "int32")):
        A[0] = 0

    @T.prim_func(s_tir=True)
    def right(A: T.Buffer((4,), "int32")):
        A[1] = 1
