# differs from TVM 0.27: TVM leaves Q.data in the call pointing at the removed allocation (its output is ill-formed: Q_1 is undefined); we pass the address of Q's first element in the merged buffer. (The module defines the extern `use` so that the interpreter can run the case.)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def use(q: T.handle("float32", "shared.dyn"), x: T.float32) -> T.int32:
        return T.Cast("int32", x)

    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((768,), "uint8", scope="shared.dyn")
        P = T.decl_buffer((64,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Q = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
        Q[t + 64] = G[t]
        P[t] = G[t]
        T.call_extern("int32", "use", T.address_of(Q[64]), P[t])
