# covers: spec error "has multiple callees" (a kernel of target c called from an llvm host, as an extern call, and from a cuda host, as a launch)
# our error: Function kernel has multiple callees
# note: TVM names the function by its GlobalVar (I.GlobalVar("kernel")), ours by its name
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def f1(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data)

    @T.prim_func(s_tir=True)
    def f2(B: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda")})
        Before.kernel(B.data)

    @T.prim_func(private=True, s_tir=True)
    def kernel(A_data: T.handle("float32")):
        T.func_attr({"target": T.target("c")})
        A = T.decl_buffer((16,), "float32", data=A_data)
        A[0] = T.float32(0)
