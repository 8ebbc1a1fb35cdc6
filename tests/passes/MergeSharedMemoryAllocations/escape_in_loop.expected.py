# differs from TVM 0.27: TVM 0.27 crashes on the pointer variable (`it->second.level < scope_.size()`). The view over p = A.data is read inside the loop that writes B: A is live over the whole loop and gets its own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((512,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx] = X[tx]
        p: T.let[T.handle("float32", "shared.dyn")] = A.data
        T.tvm_storage_sync("shared", T.bool(False), -1)
        for k in range(2):
            B[tx + 256] = X[255 - tx] * T.Cast("float32", k + 1)
            T.tvm_storage_sync("shared", T.bool(False), -1)
            V = T.decl_buffer((256,), data=p, scope="shared.dyn")
            Y[k * 256 + tx] = V[255 - tx] + B[511 - tx]
            T.tvm_storage_sync("shared", T.bool(False), -1)
