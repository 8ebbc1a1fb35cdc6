# covers: catalog 3 test_simple_alloc_no_reuse; 7.5 TestSimpleAllocNoReuse (P and Q first touched in one statement, the `if`: no reuse; P written before it is read)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        if t < 64:
            P[t] = G[t]
            Q[t] = P[t]
        G[t] = Q[t]
