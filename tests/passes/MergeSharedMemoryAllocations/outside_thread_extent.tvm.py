# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        P = T.alloc_buffer((64,), scope="shared.dyn")
        Q = T.alloc_buffer((64,), scope="shared.dyn")
        P[0] = G[0]
        Q[0] = P[0]
        with T.launch_thread("threadIdx.x", 64) as t:
            R_1 = T.alloc_buffer((64,), scope="shared.dyn")
            R_1[t] = G[t]
            T.tvm_storage_sync("shared", T.bool(False), -1)
            G[t] = R_1[63 - t]
