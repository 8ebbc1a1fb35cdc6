# covers: experiment c C2 / spec 8.3 (two symbolic buffers with disjoint lifetimes crash 0.27)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, n: T.int32, k: T.int32):
        X = T.match_buffer(x, (n,), "float32")
        t = T.launch_thread("threadIdx.x", 16)
        U = T.alloc_buffer((n,), "float32", scope="shared.dyn")
        V = T.alloc_buffer((k,), "float32", scope="shared.dyn")
        U[t] = X[t]
        X[t] = U[t]
        V[t] = X[t]
        X[t] = V[t]
