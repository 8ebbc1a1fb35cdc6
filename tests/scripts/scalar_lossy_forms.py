# TVM's scalar form where it loses information (the printout re-parses
# differently): 1-element allocations in scopes other than local, with
# annotations. tirsat prints these losslessly (T.alloc_buffer, S[0]); the
# golden checks that tirsat reproduces TVM's printout of what TVM's printout
# reads back as. (An access at an index other than 0, K[i], is also printed
# bare by TVM, and its printout is not even consistent with its own parse:
# see tests/printer.rs scalar_forms_in_plain_functions.)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class ScalarLossy:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32"), i: T.int32):
        G = T.alloc_buffer((1,), "float32")
        SD = T.alloc_buffer((1,), "float32", scope="shared.dyn")
        LN = T.alloc_buffer((1,), "float32", scope="local", annotations={"k": 1})
        G[0] = SD[0] + LN[0] + A[i]
        A[1] = G[0]
