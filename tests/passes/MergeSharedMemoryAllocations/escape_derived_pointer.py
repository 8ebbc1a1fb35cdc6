# covers: issue 29 pt 1: a pointer derived from A.data by integer arithmetic (the address of A[128]), a view over it read after B is written
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 128)
        A = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        A[tx] = X[tx]
        A[tx + 128] = X[tx + 128]
        bits = T.bind(T.reinterpret("uint64", A.data))
        q = T.bind(T.reinterpret("handle", bits + T.uint64(512)))
        T.tvm_storage_sync("shared")
        B[tx] = X[127 - tx] * T.float32(2)
        B[tx + 128] = X[255 - tx]
        T.tvm_storage_sync("shared")
        V = T.decl_buffer((128,), "float32", data=q, scope="shared.dyn")
        Y[tx] = V[127 - tx] + B[tx]
