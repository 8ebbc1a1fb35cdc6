# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(q: T.handle("float32", "shared.dyn"), d: T.int32) -> T.float32:
        Q = T.decl_scalar(T.float32, data=q, elem_offset=0, scope="shared.dyn")
        return Q

    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        tx = T.launch_thread("threadIdx.x", 256)
        buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
        B = buf_dyn_shmem.view("float32")
        A = buf_dyn_shmem.view("float32")
        A[tx] = X[tx]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        B[tx] = X[255 - tx] * T.float32(2.0)
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Y[tx] = T.call_extern("float32", "f", T.address_of(A[tx]), 255 - tx - tx) + B[255 - tx]
