# covers: experiment c C1 (constant entries first, symbolic total with max)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, n: T.int32):
        X = T.match_buffer(x, (n,), "float32")
        t = T.launch_thread("threadIdx.x", 64)
        Hs = T.alloc_buffer((n,), "float16", scope="shared.dyn")
        Fs = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Hs[t] = T.Cast("float16", X[t])
        Fs[t] = T.Cast("float32", Hs[t]) + T.float32(1)
        X[t] = Fs[t] + T.Cast("float32", Hs[t])
