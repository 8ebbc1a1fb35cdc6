# covers: spec 5 (missing target is an error)
# our error: MakePackedAPI required the function to be annotated with tvm::attr::kTarget (target), but the function only has attributes ["global_symbol", "s_tir"]
# note: our message lists the attribute names; TVM prints the attribute map with its values
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32")):
        A[0] = T.float32(1)
