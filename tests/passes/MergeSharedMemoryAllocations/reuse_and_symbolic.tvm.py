# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer(("m",), "float32"), m: T.int32):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256 + T.max(0, m * 4),), "uint8", scope="shared.dyn")
        D = T.decl_buffer((m,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P[t] = X[t]
        Q[t] = P[t] + T.float32(1.0)
        D[t + 64] = Q[t]
        X[t] = D[t + 64]
