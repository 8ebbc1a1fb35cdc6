# covers: experiment d D5 (two freed entries merged into layers under a larger buffer)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((50,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((50,), "float32", scope="shared.dyn")
        R = T.alloc_buffer((600,), "int8", scope="shared.dyn")
        if t < 50:
            P[t] = G[t]
            Q[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        G[t] = P[t % 50] + Q[t % 50]
        R[t] = T.Cast("int8", G[t])
        G[t] = T.Cast("float32", R[t])
