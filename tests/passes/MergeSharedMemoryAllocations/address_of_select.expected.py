# differs from TVM 0.27: P's address goes to use_addr after Q is written, and the extern may read any element of P through it (issue 29), so P is live to the call and is no in-place partner of Q: P and Q get their own bytes. TVM shares them (its output computes the same values here only because Q copies P and the interpreter's use_addr reads nothing).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), flag: T.bool):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        Q = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P[t] = G[t]
        Q[t + 64] = P[t]
        T.call_extern("int32", "use_addr", T.address_of(P[t]), T.address_of(Q[t + 64]), T.Select(flag, 1, 0))
        G[t] = Q[t + 64]
