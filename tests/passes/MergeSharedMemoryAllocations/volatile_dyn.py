# covers: spec 4.2 step 4.1 (merged dyn buffer annotated tirx.volatile when any input was)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn", annotations={"tirx.volatile": True})
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t] = G[t]
        Q[t] = P[t] + T.float32(1)
        G[t] = Q[t] + P[t]
