# passes: AnnotateDeviceRegions, SplitHostDeviceOnly, LowerDeviceKernelLaunch
# covers: the three passes and the fused pass agree up to the launch (fused twin SplitHostDevice/shared_dyn_scalar_kernel: the same kernel; here call_packed with an int32 dynamic shared memory size, there call_ffi_kernel with int64)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        S = T.alloc_buffer((16,), "float32", scope="shared.dyn")
        S[tx] = T.Cast("float32", n)
        A[tx] = S[tx]
