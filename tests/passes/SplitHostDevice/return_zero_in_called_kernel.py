# covers: fused twin of LowerDeviceKernelLaunch/return_zero_removed (TVM 0.27 keeps return 0 in a called CUDA kernel)
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
