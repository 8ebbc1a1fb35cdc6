# differs from TVM 0.27: TVM 0.27 crashes on the pointer variable (`it->second.level < scope_.size()`). q is derived from A.data by integer arithmetic and a view over it is read after B is written: A is live to that read and gets its own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 128)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx] = X[tx]
        A[tx + 128] = X[tx + 128]
        bits: T.let[T.uint64] = T.reinterpret("uint64", A.data)
        q: T.let[T.handle] = T.reinterpret(T.handle().ty, bits + T.uint64(512))
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx + 256] = X[127 - tx] * T.float32(2.0)
        B[tx + 384] = X[255 - tx]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        V = T.decl_buffer((128,), data=q, scope="shared.dyn")
        Y[tx] = V[127 - tx] + B[tx + 256]
