# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), flag: T.bool):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Q = buf_dyn_shmem.view("float32")
        P = buf_dyn_shmem.view("float32")
        P[t] = G[t]
        Q[t] = P[t]
        T.call_extern("int32", "use_addr", T.address_of(P[t]), T.address_of(Q[t]), T.Select(flag, 1, 0))
        G[t] = Q[t]
