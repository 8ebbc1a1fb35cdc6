# covers: a cp.async copy still pending after the last statement naming its buffer (its data is never read): its bytes stay in use until the wait that completes it, so a buffer stored to before that wait must not reuse them
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        Q[t] = G[t + 256]
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared")
        O[t] = Q[63 - t]
