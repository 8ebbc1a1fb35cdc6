# covers: issue 29 pt 1: a pointer variable bound to A.data, a view declared over it read after B is written
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
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
        V = T.decl_buffer((256,), "float32", data=p, scope="shared.dyn")
        Y[tx] = V[255 - tx] + B[tx]
