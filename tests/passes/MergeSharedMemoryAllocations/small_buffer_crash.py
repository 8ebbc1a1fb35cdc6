# covers: experiment c C3 / spec 8.2 (a <=32-bit buffer merged with another crashes 0.27)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        One = T.alloc_buffer((2,), "int16", scope="shared.dyn")
        Big = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Big[t] = G[t]
        T.tvm_storage_sync("shared.dyn")
        if t == 0:
            One[0] = T.Cast("int16", Big[0])
        T.tvm_storage_sync("shared.dyn")
        G[t] = T.Cast("float32", One[0])
