# covers: disjoint_layers after TVM 0.27's ThreadSync("shared"), ThreadSync("shared.dyn") (what its pipelines run before the merge; written by scripts/oracle/regen_thread_sync_variants.py)
from tvm.script import ir as I
from tvm.script import tirx as T
from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Bs = T.alloc_buffer((32,), "int8", scope="shared.dyn")
        Hs = T.alloc_buffer((48,), "float16", scope="shared.dyn")
        Fs = T.alloc_buffer((64,), scope="shared.dyn")
        if t < 32:
            Bs[t] = T.Cast("int8", G[t])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", Bs[t % 32])
        T.tvm_storage_sync("shared.dyn")
        if t < 48:
            Hs[t] = T.Cast("float16", G[t])
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = T.Cast("float32", Hs[t % 48])
        T.tvm_storage_sync("shared.dyn")
        Fs[t] = G[t]
        G[t] = Fs[t]
