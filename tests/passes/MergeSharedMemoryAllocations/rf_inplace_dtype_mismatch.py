# covers: issue 6 item 2 (F[t] = H[t] with different element sizes is not in place)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float16"), R: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Hs = T.alloc_buffer((64,), "float16", scope="shared.dyn")
        Fs = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Hs[t] = G[t]
        Fs[t] = T.Cast("float32", Hs[t])
        T.tvm_storage_sync("shared.dyn")
        R[t] = Fs[63 - t]
