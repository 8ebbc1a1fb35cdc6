# covers: 7.5 test_dyn_shared_vectorized_store (symbolic n, f16 and f32 buffers: one allocation)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, n: T.int32):
        X = T.match_buffer(x, (n,), "float32")
        t = T.launch_thread("threadIdx.x", 32)
        Hs = T.alloc_buffer((n,), "float16", scope="shared.dyn")
        Fs = T.alloc_buffer((n,), "float32", scope="shared.dyn")
        for v in T.vectorized(4):
            Hs[t * 4 + v] = T.Cast("float16", X[t * 4 + v])
            Fs[t * 4 + v] = X[t * 4 + v]
        X[t * 4] = T.Cast("float32", Hs[t * 4]) + Fs[t * 4]
