# covers: issue 29 pt 1: the pointer is read inside a loop that also writes B: A is live over the whole loop
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((512,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        A = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        A[tx] = X[tx]
        p = T.bind(A.data)
        T.tvm_storage_sync("shared")
        for k in range(2):
            B[tx] = X[255 - tx] * T.float32(k + 1)
            T.tvm_storage_sync("shared")
            V = T.decl_buffer((256,), "float32", data=p, scope="shared.dyn")
            Y[k * 256 + tx] = V[255 - tx] + B[255 - tx]
            T.tvm_storage_sync("shared")
