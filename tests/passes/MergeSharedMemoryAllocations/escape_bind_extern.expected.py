# differs from TVM 0.27: TVM 0.27 crashes on the pointer variable (`it->second.level < scope_.size()`). p = A.data is passed to an extern after B is written: A is live to that call and gets its own bytes (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(q: T.handle("float32", "shared.dyn"), i: T.int32) -> T.float32:
        Q = T.decl_buffer((256,), data=q, scope="shared.dyn")
        return Q[255 - i]

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((2048,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((256,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx] = X[tx]
        p: T.let[T.handle("float32", "shared.dyn")] = A.data
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx + 256] = X[255 - tx] * T.float32(2.0)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Y[tx] = T.call_extern("float32", "f", p, tx) + B[tx + 256]
