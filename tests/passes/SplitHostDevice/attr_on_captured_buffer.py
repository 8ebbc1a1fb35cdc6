# covers: an attribute whose node is a buffer captured by the kernel (storage_alignment on B) captures that buffer: B_ptr is a kernel parameter and B is declared in the kernel
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        with T.attr(B, "storage_alignment", 64):
            A[tx] = T.float32(0)
