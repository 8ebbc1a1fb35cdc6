# covers: layered_merge after TVM 0.27's ThreadSync("shared"), ThreadSync("shared.dyn") (what its pipelines run before the merge; written by scripts/oracle/regen_thread_sync_variants.py)
from tvm.script import ir as I
from tvm.script import tirx as T
from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((50,), scope="shared.dyn")
        Q = T.alloc_buffer((50,), scope="shared.dyn")
        R_1 = T.alloc_buffer((600,), "int8", scope="shared.dyn")
        if t < 50:
            P[t] = G[t]
            Q[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = P[t % 50] + Q[t % 50]
        T.tvm_storage_sync("shared.dyn")
        R_1[t] = T.Cast("int8", G[t])
        G[t] = T.Cast("float32", R_1[t])
