# covers: spec 2 (exactly one function with a global_symbol gets the annotation)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((4,), "int32")):
        Before.helper(A.data)

    @T.prim_func(private=True, s_tir=True)
    def helper(a: T.handle("int32")):
        A = T.decl_buffer((4,), "int32", data=a)
        A[1] = 1
