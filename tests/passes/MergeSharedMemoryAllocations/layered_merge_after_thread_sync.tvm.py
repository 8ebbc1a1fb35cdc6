# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((600,), "uint8", scope="shared.dyn")
        R_1 = buf_dyn_shmem.view("int8")
        Q = T.decl_buffer((50,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((50,), data=buf_dyn_shmem.data, scope="shared.dyn")
        if t < 50:
            P[t + 64] = G[t]
            Q[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        G[t] = P[t % 50 + 64] + Q[t % 50]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        R_1[t] = T.Cast("int8", G[t])
        G[t] = T.Cast("float32", R_1[t])
