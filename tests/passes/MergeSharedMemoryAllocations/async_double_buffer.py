# covers: cp.async double buffering (stage 1 copied while stage 0 is read; wait_group 1 completes only the older group; a third buffer reuses stage 0 after the barrier following wait_group 0 and the last reads)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((192,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        S0 = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        S1 = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        R = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", S0.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        T.s_tir.cp_async_raw("float32", S1.data, t * 4, G.data, t * 4 + 256, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(1, "async", "wait_group", "")
        T.tvm_storage_sync("shared")
        O[t] = S0[255 - t]
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared")
        O[t + 64] = S1[255 - t] + S0[t]
        T.tvm_storage_sync("shared")
        R[t] = O[t] * T.float32(2)
        T.tvm_storage_sync("shared")
        O[t + 128] = R[63 - t]
