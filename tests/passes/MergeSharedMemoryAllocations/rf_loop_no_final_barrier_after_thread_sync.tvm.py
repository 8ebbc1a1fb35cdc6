# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        B = buf_dyn_shmem.view("float32")
        A = buf_dyn_shmem.view("float32")
        acc = T.alloc_local((1,))
        acc[0] = T.float32(0.0)
        for k in range(4):
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            A[t] = G[k * 64 + t]
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            acc[0] = acc[0] + A[63 - t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        B[t] = acc[0]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = B[63 - t]
