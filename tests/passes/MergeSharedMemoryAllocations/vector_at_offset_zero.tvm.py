# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((256,), "float16"), B: T.Buffer((128,), "float16")):
        tx = T.launch_thread("threadIdx.x", 32)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        Y = T.decl_buffer((128,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        X = T.decl_buffer((128,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        X[T.Ramp(tx * 4, 1, 4) + T.Broadcast(0, 4)] = A[T.Ramp(tx * 4, 1, 4)]
        Y[T.Ramp(tx * 4, 1, 4) + T.Broadcast(128, 4)] = A[T.Ramp(tx * 4 + 128, 1, 4)]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        B[tx * 4:tx * 4 + 4] = X[T.Ramp(tx * 4, 1, 4) + T.Broadcast(0, 4)] + Y[T.Ramp(127 - tx * 4, -1, 4) + T.Broadcast(128, 4)]
