# covers: experiment F (a scalar parameter used in the kernel becomes a kernel parameter after the buffer pointer; the launch passes it before the thread extent)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        A[tx] = T.Cast("float32", n)
