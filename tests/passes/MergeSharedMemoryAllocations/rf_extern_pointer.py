# covers: spec 4.7 (a merged buffer's pointer passed to call_extern: TVM leaves a dangling reference)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        Q[t] = G[t]
        P[t] = G[t]
        T.call_extern("int32", "use", Q.data, P[t])

    @T.prim_func(private=True)
    def use(q: T.handle("float32", "shared.dyn"), x: T.float32) -> T.int32:
        # The extern the kernel calls, defined so that the interpreter can run the case.
        return T.Cast("int32", x)
