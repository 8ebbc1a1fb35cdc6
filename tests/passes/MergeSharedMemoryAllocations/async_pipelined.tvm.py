# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((128,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
        Q = buf_dyn_shmem.view("float32")
        P = buf_dyn_shmem.view("float32")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t] = P[255 - t * 4] + P[t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        T.s_tir.cp_async_raw("float32", Q.data, t * 4, G.data, t * 4 + 256, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t + 64] = Q[255 - t * 4] + Q[t]
