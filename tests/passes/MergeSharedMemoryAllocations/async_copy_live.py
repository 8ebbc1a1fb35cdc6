# covers: 7.5 TestAsyncCopy variant (both buffers live at once: offsets added to cp_async element offsets; the copies completed by commit_group + wait_group 0 before each thread reads its own elements)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t, G.data, t, 4)
        T.s_tir.cp_async_raw("float32", Q.data, t, G.data, t + 64, 4)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        G[t] = P[t] + Q[t]
