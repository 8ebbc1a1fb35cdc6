# covers: spec 4.1 (allocations outside every thread_extent are left alone; single dyn alloc skipped)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[0] = G[0]
        Q[0] = P[0]
        with T.launch_thread("threadIdx.x", 64) as t:
            R = T.alloc_buffer((64,), "float32", scope="shared.dyn")
            R[t] = G[t]
            T.tvm_storage_sync("shared")
            G[t] = R[63 - t]
