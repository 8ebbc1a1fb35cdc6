# differs from TVM 0.27: R (int8) is written right after P and Q (float32) are read at other threads' elements (t % 50), with no barrier between and another element size: TVM's layered reuse races. Ours proves that R is only touched at bytes [0, 64) (64 threads, one byte each, issue 13 point 2) and puts P and Q above those bytes inside R's extent: 600 bytes, race-free. This holds for the input as written, without a barrier between those statements: TVM's pipelines run ThreadSync before the merge, which inserts it (layered_merge_after_thread_sync).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((600,), "uint8", scope="shared.dyn")
        R_1 = T.decl_buffer((600,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        Q = T.decl_buffer((50,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((50,), data=buf_dyn_shmem.data, scope="shared.dyn")
        if t < 50:
            P[t + 16] = G[t]
            Q[t + 80] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = P[t % 50 + 16] + Q[t % 50 + 80]
        R_1[t] = T.Cast("int8", G[t])
        G[t] = T.Cast("float32", R_1[t])
