# covers: catalog 6 test_annotate_entry_func_multiple_primfunc (xfail upstream; 0.27: no error, nothing annotated)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def first(A: T.Buffer((4,), "int32")):
        A[0] = 0

    @T.prim_func(private=True, s_tir=True)
    def second(A: T.Buffer((4,), "int32")):
        A[1] = 1
