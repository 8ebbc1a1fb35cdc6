# covers: issue 29 pt 1: A's address stored into a local buffer (as uint64 bits) and loaded back after B is written
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        A = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        P = T.alloc_buffer((1,), "uint64", scope="local")
        A[tx] = X[tx]
        P[0] = T.reinterpret("uint64", A.data)
        T.tvm_storage_sync("shared")
        B[tx] = X[255 - tx] * T.float32(2)
        T.tvm_storage_sync("shared")
        V = T.decl_buffer((256,), "float32", data=T.reinterpret("handle", P[0]), scope="shared.dyn")
        Y[tx] = V[255 - tx] + B[tx]
