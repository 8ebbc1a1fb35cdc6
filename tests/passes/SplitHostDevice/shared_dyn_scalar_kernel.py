# covers: fused twin of LowerDeviceKernelLaunch/three_pass_shared_dyn_scalar (the same kernel; call_ffi_kernel with the int64 dynamic shared memory size)
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
