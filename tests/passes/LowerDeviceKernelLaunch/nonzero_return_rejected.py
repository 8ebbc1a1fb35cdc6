# covers: PR #19605 error "Device kernel may only contain successful return, T.ret(0)" (named after the kernel)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data)

    @T.prim_func(private=True, s_tir=True)
    def kernel(A_data: T.handle("float32")):
        T.func_attr({"target": T.target("cuda")})
        T.evaluate(A_data)
        return 3
