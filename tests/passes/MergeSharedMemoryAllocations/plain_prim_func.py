# covers: tvmscript-subset warning (non-s_tir function: default TileLayouts; merged buffer printed with layout=None)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        Q[t] = P[63 - t]
        H[t] = Q[t]
