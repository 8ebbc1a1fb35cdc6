# covers: in-place proof through an injective index of two thread dimensions (ty * 16 + tx)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((128,), "float32"), H: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 16)
        ty = T.launch_thread("threadIdx.y", 8)
        A = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        for i in range(2):
            A[ty * 16 + tx] = G[ty * 16 + tx] + T.Cast("float32", i)
        B[tx + ty * 16] = A[ty * 16 + tx] * T.float32(3)
        T.tvm_storage_sync("shared.dyn")
        H[ty * 16 + tx] = B[127 - ty * 16 - tx]
