# covers: catalog 6 test_annotate_entry_func_single_primfunc (annotated even without global_symbol)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def only(A: T.Buffer((4,), "int32")):
        A[0] = 0
