# covers: symbolic dynamic shared memory size without the merge (the size of a shared.dyn buffer whose extent is a let variable is an int64 product with the let inlined; a virtual thread is defined by its attribute, not a kernel parameter)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float16"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        bx = T.launch_thread("blockIdx.x", 4)
        vt = T.launch_thread("vthread", 2)
        tx = T.launch_thread("threadIdx.x", 16)
        m: T.let[T.int32] = n * 2
        S = T.alloc_buffer((m,), "float16", scope="shared.dyn")
        S[tx + vt] = A[tx]
