# covers: spec 5 (missing target is an error)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32")):
        A[0] = T.float32(1)
