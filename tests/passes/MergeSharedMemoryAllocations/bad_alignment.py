# covers: experiment d D4 (align smaller than the layer alignment is rejected)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Hs = T.alloc_buffer((7,), "float16", scope="shared.dyn", align=2)
        Fs = T.alloc_buffer((3,), "float32", scope="shared.dyn", align=8)
        if t < 7:
            Hs[t] = T.Cast("float16", G[t])
        if t < 3:
            Fs[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        G[t] = T.Cast("float32", Hs[t % 7]) + Fs[t % 3]
