# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((384,), "uint8", scope="shared.dyn")
        Fs = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Hs = T.decl_buffer((64,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        T.call_extern("int32", "fill_half", T.tvm_access_ptr(T.type_annotation("float16"), Hs.data, t, 1, 2))
        T.s_tir.cp_async_raw("float32", Fs.data, 32 + t, G.data, t, 4)
        T.ptx.cp("async", "wait_all", "")
        T.call_extern("int32", "read_float", T.tvm_access_ptr(T.type_annotation("float32"), Fs.data, 32 + t, 1, 1))
        G[t] = Fs[t + 32] + T.Cast("float32", Hs[t])
