# differs from TVM 0.27: TVM 0.27 crashes on the pointer variable (`it->second.level < scope_.size()`). Static shared memory merged (tirx.merge_static_smem): the view over p = A.data is read after B is written, so A keeps its own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_shmem = T.alloc_shared((2048,), "uint8")
        B = T.decl_buffer((256,), data=buf_shmem.data, scope="shared")
        A = T.decl_buffer((256,), data=buf_shmem.data, scope="shared")
        A[tx] = X[tx]
        p: T.let[T.handle("float32", "shared")] = A.data
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx + 256] = X[255 - tx] * T.float32(2.0)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        V = T.decl_buffer((256,), data=p, scope="shared")
        Y[tx] = V[255 - tx] + B[tx + 256]
