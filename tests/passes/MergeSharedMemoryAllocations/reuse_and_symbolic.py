# covers: 7.5 test_dyn_shared_reuse_and_merge (two f32[64] plus a symbolic buffer)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, m: T.int32):
        X = T.match_buffer(x, (m,), "float32")
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        D = T.alloc_buffer((m,), "float32", scope="shared.dyn")
        P[t] = X[t]
        Q[t] = P[t] + T.float32(1)
        D[t] = Q[t]
        X[t] = D[t]
