# covers: PR #19605 behaviour changed in TVM 0.27 (return 0 is removed from a launched kernel; 0.27's fused pass keeps it in CUDA kernels, SplitHostDevice/return_zero_in_called_kernel)
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
        A = T.decl_buffer((16,), "float32", data=A_data)
        A[0] = T.float32(0)
        return 0
