# differs from TVM 0.27, TVM wrong: its liveness ends P at the cp_async_raw that names it, so Q (stored before the wait_group that completes that copy) gets P's bytes; the copy is still pending there and writes those bytes at an unordered moment (PTX cp.async: complete only after cp.async.wait_group/wait_all), so TVM's layout races (the interpreter's race detector reports it, and O can receive G[0:64] data). Ours keeps P live until the barrier after that wait: 1280 bytes.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((1280,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        Q[t + 256] = G[t + 256]
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t] = Q[319 - t]
