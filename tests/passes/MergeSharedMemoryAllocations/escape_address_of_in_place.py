# covers: issue 29 pt 1: B[tx] = A[tx] + 1 looks like an element-wise in-place pair, but A's address escapes afterwards (the extern reads other threads' elements)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True)
    def f(q: T.handle("float32", "shared.dyn"), d: T.int32) -> T.float32:
        # The extern the kernel calls, defined so that the interpreter can run the case.
        Q = T.decl_buffer((1,), "float32", data=q, scope="shared.dyn")
        return Q[d]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        A = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        A[tx] = X[tx]
        T.tvm_storage_sync("shared")
        B[tx] = A[tx] + T.float32(1)
        Y[tx] = B[tx] + T.call_extern("float32", "f", T.address_of(A[tx]), 255 - tx - tx)
