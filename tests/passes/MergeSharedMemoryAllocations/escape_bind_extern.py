# covers: issue 29 pt 1: a pointer variable bound to A.data passed to an extern call after B is written
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True)
    def f(q: T.handle("float32", "shared.dyn"), i: T.int32) -> T.float32:
        # The extern the kernel calls, defined so that the interpreter can run the case.
        Q = T.decl_buffer((256,), "float32", data=q, scope="shared.dyn")
        return Q[255 - i]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        A = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        A[tx] = X[tx]
        p = T.bind(A.data)
        T.tvm_storage_sync("shared")
        B[tx] = X[255 - tx] * T.float32(2)
        T.tvm_storage_sync("shared")
        Y[tx] = T.call_extern("float32", "f", p, tx) + B[tx]
