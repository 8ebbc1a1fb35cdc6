from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class SymbolicKernel:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle, seq: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        A = T.match_buffer(a, (seq,), "float32")
        B = T.match_buffer(b, (seq,), "float32")
        blocks: T.let[T.int32] = (seq + 63) // 64
        bx = T.launch_thread("blockIdx.x", blocks)
        tx = T.launch_thread("threadIdx.x", 64)
        S = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        if bx * 64 + tx < seq:
            S[tx] = A[bx * 64 + tx]
            B[bx * 64 + tx] = S[tx] + T.float32(1)
