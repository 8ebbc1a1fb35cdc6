# passes: BindTarget("cuda")
# covers: bind_target.cc rule 4.2 (private function called only from host code gets the host target, llvm by default)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((4,), "float32")):
        Before.helper(A.data)

    @T.prim_func(private=True, s_tir=True)
    def helper(a: T.handle("float32")):
        A = T.decl_buffer((4,), "float32", data=a)
        A[0] = T.float32(0)
