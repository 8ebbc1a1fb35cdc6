from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Symbols:
    @T.prim_func(private=True)
    def hidden(A: T.Buffer((8,), "int32")):
        A[0] = 1

    @T.prim_func
    def renamed(A: T.Buffer((8,), "int32")):
        T.func_attr({"global_symbol": "exported_name", "tirx.noalias": True})
        A[1] = 2

    @T.prim_func
    def zeta(A: T.Buffer((8,), "int32")):
        Symbols.hidden(A.data)
        Symbols.renamed(A.data)

    @T.prim_func
    def alpha(A: T.Buffer((8,), "int32")):
        T.func_attr({"calling_conv": 0, "tirx.is_entry_func": True})
        A[2] = 3
