# covers: experiment H (default config: static shared buffers untouched)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Sa = T.alloc_buffer((64,), "float32", scope="shared")
        Sb = T.alloc_buffer((64,), "float32", scope="shared", annotations={"tirx.volatile": True})
        Da = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Db = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Sa[t] = G[t]
        Sb[t] = G[t]
        Da[t] = Sa[t] + Sb[t]
        Db[t] = Da[t]
        G[t] = Db[t]
