# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "int8"), Y: T.Buffer((64,), "int8")):
        tx = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((-2147419156,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((64576,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((2147483564,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx + 2147483500 + 64576] = X[tx]
        B[tx] = X[63 - tx]
        B[64575 - tx] = X[tx]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Y[tx] = A[2147483563 - tx + 64576] + B[63 - tx] + B[64512 + tx]
