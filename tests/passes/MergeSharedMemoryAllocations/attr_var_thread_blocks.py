# passes: MergeSharedMemoryAllocations, BindTarget("llvm"), SplitHostDevice
# covers: catalog 3 test_multi_thread_extent_blocks (Var-node thread_extent; per-block merge; split with llvm target is a no-op)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        ta = T.env_thread("threadIdx.x")
        tb = T.env_thread("threadIdx.x")
        with T.attr(ta, "thread_extent", 64):
            P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
            Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
            P[ta] = G[ta]
            Q[ta] = P[ta]
            G[ta] = Q[ta]
        with T.attr(tb, "thread_extent", 64):
            R = T.alloc_buffer((64,), "float32", scope="shared.dyn")
            S = T.alloc_buffer((64,), "float32", scope="shared.dyn")
            R[tb] = G[tb]
            S[tb] = R[tb]
            G[tb] = S[tb]
