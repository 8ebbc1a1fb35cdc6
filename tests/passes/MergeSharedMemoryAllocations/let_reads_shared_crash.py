# covers: experiment K / spec 8.4 (a Bind at the allocation level reading shared memory crashes 0.27)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        tmp: T.let[T.float32] = P[63 - t]
        Q[t] = tmp
        G[t] = Q[t]
