# differs from TVM 0.27: TVM 0.27 crashes on two symbolic buffers with disjoint lifetimes; U and V are only accessed at U[t] and V[t] (each thread its own element), so they share one slot of T.max(n, k) * 4 bytes.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(var_X: T.handle, n: T.int32, k: T.int32):
        X = T.match_buffer(var_X, (n,), "float32")
        t = T.launch_thread("threadIdx.x", 16)
        buf_dyn_shmem = T.alloc_buffer((T.max(n, k) * 4,), "uint8", scope="shared.dyn")
        V = T.decl_buffer((k,), data=buf_dyn_shmem.data, scope="shared.dyn")
        U = T.decl_buffer((n,), data=buf_dyn_shmem.data, scope="shared.dyn")
        U[t] = X[t]
        X[t] = U[t]
        V[t] = X[t]
        X[t] = V[t]
