# covers: fused twin of LowerDeviceKernelLaunch/host_target_kernel_launched (a CPU kernel with a thread extent, of the caller's host target, is launched with an int32 result; return 0 removed)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.attr(T.target("llvm"), "target", 0):
            tx = T.launch_thread("threadIdx.x", 16)
            A[tx] = T.float32(0)
