# covers: spec 5 "which functions it changes" (a public function whose target has no host, and a public device kernel with calling_conv 2, are both left unchanged)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def host_less(n: T.int32):
        T.func_attr({"target": T.target("llvm")})
        T.evaluate(n)

    @T.prim_func(s_tir=True)
    def kernel(a_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("cuda"), "calling_conv": 2})
        A = T.decl_buffer((4,), "float32", data=a_ptr)
        A[0] = T.float32(1)
