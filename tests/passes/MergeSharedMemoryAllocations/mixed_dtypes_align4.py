# covers: experiment d D2 (explicit align=4: offsets padded to the layer's largest element size)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Bs = T.alloc_buffer((9,), "int8", scope="shared.dyn", align=4)
        Hs = T.alloc_buffer((6,), "float16", scope="shared.dyn", align=4)
        Fs = T.alloc_buffer((5,), "float32", scope="shared.dyn", align=4)
        if t < 9:
            Bs[t] = T.Cast("int8", G[t])
        if t < 6:
            Hs[t] = T.Cast("float16", G[t])
        if t < 5:
            Fs[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        G[t] = T.Cast("float32", Bs[t % 9]) + T.Cast("float32", Hs[t % 6]) + Fs[t % 5]
