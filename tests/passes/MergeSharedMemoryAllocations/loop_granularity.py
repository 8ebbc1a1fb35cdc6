# covers: spec 8.6 (touches inside a loop are charged to the whole loop: no reuse inside it)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        R = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        for it in range(4):
            P[t] = G[t]
            G[t] = P[t]
            Q[t] = G[t]
            G[t] = Q[t]
        R[t] = G[t]
        G[t] = R[t]
