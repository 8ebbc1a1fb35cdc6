# covers: cp.async pipeline (copy; commit_group; wait_group 0; barrier; read by other threads; the next stage's copy reuses the first stage's bytes after the barrier that follows its last read)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((128,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared")
        O[t] = P[255 - t * 4] + P[t]
        T.tvm_storage_sync("shared")
        T.s_tir.cp_async_raw("float32", Q.data, t * 4, G.data, t * 4 + 256, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared")
        O[t + 64] = Q[255 - t * 4] + Q[t]
