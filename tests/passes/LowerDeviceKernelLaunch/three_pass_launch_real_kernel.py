# passes: AnnotateDeviceRegions, SplitHostDeviceOnly, LowerDeviceKernelLaunch
# covers: PR #19605 fix 1 (a host caller launches a real kernel even where the kernel's target equals the caller's target without its host)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        i = T.launch_thread("threadIdx.x", 16)
        A[i] = T.float32(0)
