# covers: spec 4.7 (multi-dimensional merged buffers are rejected)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((8, 8), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t // 8, t % 8] = G[t]
        Q[t] = P[t // 8, t % 8]
        G[t] = Q[t]
