# covers: disjoint_layers with each thread on its own elements: TVM's ThreadSync("shared"/"shared.dyn") inserts no barrier here (scripts/oracle/regen_thread_sync_variants.py checks it), yet TVM's layout races
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Bs = T.alloc_buffer((32,), "int8", scope="shared.dyn")
        Hs = T.alloc_buffer((48,), "float16", scope="shared.dyn")
        Fs = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        if t < 32:
            Bs[t] = T.Cast("int8", G[t])
            G[t] = T.Cast("float32", Bs[t])
        if t < 48:
            Hs[t] = T.Cast("float16", G[t])
            G[t] = T.Cast("float32", Hs[t])
        Fs[t] = G[t]
        G[t] = Fs[t]
