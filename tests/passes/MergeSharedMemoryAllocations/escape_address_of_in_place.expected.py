# differs from TVM 0.27: B[tx] = A[tx] + 1 looks element-wise, but A's address goes to the extern afterwards, which reads other threads' elements of A: TVM's in-place layout races (B overwrites A with no barrier between). A's address escapes, so A and B are no in-place pair and get their own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(q: T.handle("float32", "shared.dyn"), d: T.int32) -> T.float32:
        Q = T.decl_buffer((1,), data=q, scope="shared.dyn")
        return Q[d]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx] = X[tx]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx + 256] = A[tx] + T.float32(1.0)
        Y[tx] = B[tx + 256] + T.call_extern("float32", "f", T.address_of(A[tx]), 255 - tx - tx)
