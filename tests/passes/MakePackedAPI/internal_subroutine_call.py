# covers: catalog 2 test_internal_subroutine_call
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        Before.helper(A.data)

    @T.prim_func(private=True, s_tir=True)
    def helper(a_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("llvm")})
        A = T.decl_buffer((4,), "float32", data=a_ptr)
        A[1] = T.float32(3)
