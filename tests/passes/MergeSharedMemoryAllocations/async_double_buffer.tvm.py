# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32"), O: T.Buffer((192,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        R_1 = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        S1 = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        S0 = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", S0.data, t * 4, G.data, t * 4, 16)
        T.ptx.cp("async", "commit_group", "")
        T.s_tir.cp_async_raw("float32", S1.data, 256 + t * 4, G.data, t * 4 + 256, 16)
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(1, "async", "wait_group", "")
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t] = S0[255 - t]
        T.ptx.cp(0, "async", "wait_group", "")
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t + 64] = S1[255 - t + 256] + S0[t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        R_1[t + 256] = O[t] * T.float32(2.0)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        O[t + 128] = R_1[63 - t + 256]
