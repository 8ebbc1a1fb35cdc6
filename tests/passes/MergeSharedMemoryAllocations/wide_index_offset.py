# covers: issue 29 pt 1: two shared buffers near 2^31 elements: A placed after B, its int32 index plus the offset leaves int32 and is widened
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "int8"), Y: T.Buffer((64,), "int8")):
        tx = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((2147483564,), "int8", scope="shared.dyn")
        B = T.alloc_buffer((64576,), "int8", scope="shared.dyn")
        A[tx + 2147483500] = X[tx]
        B[tx] = X[63 - tx]
        B[64575 - tx] = X[tx]
        T.tvm_storage_sync("shared")
        Y[tx] = A[2147483563 - tx] + B[63 - tx] + B[64512 + tx]
