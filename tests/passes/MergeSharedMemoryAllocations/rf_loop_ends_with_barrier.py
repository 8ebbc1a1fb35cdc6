# covers: a loop whose body ends with a barrier releases the buffers it reads (TVM and us share)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        acc = T.alloc_buffer((1,), "float32", scope="local")
        acc[0] = T.float32(0)
        for k in range(4):
            A[t] = G[k * 64 + t]
            T.tvm_storage_sync("shared.dyn")
            acc[0] = acc[0] + A[63 - t]
            T.tvm_storage_sync("shared.dyn")
        B[t] = acc[0]
        T.tvm_storage_sync("shared.dyn")
        H[t] = B[63 - t]
