# covers: catalog 8 test_scalar_address_survives_generic_transforms (address_of does not touch the buffer; handles cannot appear in T.Select in 0.27 TVMScript)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), flag: T.bool):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t] = G[t]
        Q[t] = P[t]
        T.call_extern("int32", "use_addr", T.address_of(P[t]), T.address_of(Q[t]), T.Select(flag, 1, 0))
        G[t] = Q[t]
