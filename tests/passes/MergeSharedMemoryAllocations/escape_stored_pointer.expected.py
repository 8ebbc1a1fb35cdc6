# differs from TVM 0.27: TVM 0.27 crashes (`it->second.level < scope_.size()`, "Load memory in places other than store."). A's address is stored into P and can be loaded back anywhere: A is live from its first touch to the kernel's end and gets its own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        P = T.alloc_local((1,), "uint64")
        A[tx] = X[tx]
        P[0] = T.reinterpret("uint64", A.data)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx + 256] = X[255 - tx] * T.float32(2.0)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        V = T.decl_buffer((256,), data=T.reinterpret(T.handle().ty, P[0]), scope="shared.dyn")
        Y[tx] = V[255 - tx] + B[tx + 256]
