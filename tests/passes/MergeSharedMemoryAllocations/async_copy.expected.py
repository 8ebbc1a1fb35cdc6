# differs from TVM 0.27, TVM wrong: P and Q are written only by cp_async_raw copies that no wait_group/wait_all ever completes, so both are pending to the kernel end; TVM's layout puts them at one offset, where the two copies of each thread write the same 16 bytes unordered (PTX cp.async: no order between copies without a wait), so TVM's layout races (write-write; the interpreter's race detector reports it). Ours keeps them apart (2048 bytes).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.s_tir.cp_async_raw("float32", Q.data, t * 4 + 256, G.data, t * 4 + 256, 16)
