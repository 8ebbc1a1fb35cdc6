from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class CudaHost:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((256,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.noalias": True})
        bx = T.launch_thread("blockIdx.x", 2)
        tx = T.launch_thread("threadIdx.x", 128)
        A[bx * 128 + tx] = A[bx * 128 + tx] * T.float32(2)
