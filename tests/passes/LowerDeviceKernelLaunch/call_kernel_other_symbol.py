# covers: catalog 7.2 test_externally_visible_kernel_launch (the launch names the kernel's own global_symbol)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data)

    @T.prim_func(s_tir=True)
    def kernel(A_data: T.handle("float32")):
        T.func_attr({"target": T.target("cuda"), "global_symbol": "kernel_by_another_name"})
        A = T.decl_buffer((16,), "float32", data=A_data)
        A[0] = T.float32(0)
