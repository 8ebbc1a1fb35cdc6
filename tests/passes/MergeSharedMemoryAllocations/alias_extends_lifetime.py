# covers: catalog 3 test_decl_buffer_alias_extends_allocation_lifetime
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Pv = T.decl_buffer((64,), "float32", data=P.data, scope="shared.dyn")
        Qv = T.decl_buffer((64,), "float32", data=Q.data, scope="shared.dyn")
        Pv[t] = G[t]
        Qv[t] = Pv[t] * T.float32(2)
        G[t] = Qv[t] + Pv[t]
