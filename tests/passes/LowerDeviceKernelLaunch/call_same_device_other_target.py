# covers: catalog 7.2 test_same_device_different_target (a CPU callee of another target is called with call_extern and made public, without a calling convention)
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
        T.func_attr({"target": T.target("c")})
        A = T.decl_buffer((16,), "float32", data=A_data)
        A[0] = T.float32(0)
