# covers: issue 6 item 2 (B[t] = A[63 - t] in the statement where A dies: not in place); race-free input with barriers
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        A[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        B[t] = A[63 - t] + T.float32(1)
        T.tvm_storage_sync("shared.dyn")
        H[t] = B[63 - t]
