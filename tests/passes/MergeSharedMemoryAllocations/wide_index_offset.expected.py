# differs from TVM 0.27: TVM computes the merged size in int32 (-2147419156 bytes) and its output does not run. Ours is 2147548140 bytes in int64, with A placed after B at 64576: A's int32 index plus that offset can leave int32, so the index is widened to int64 before the offset is added (issue 29).
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "int8"), Y: T.Buffer((64,), "int8")):
        tx = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((T.int64(2147548140),), "uint8", elem_offset=0, scope="shared.dyn")
        B = T.decl_buffer((64576,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((2147483564,), "int8", data=buf_dyn_shmem.data, scope="shared.dyn")
        A[T.Cast("int64", tx + 2147483500) + T.int64(64576)] = X[tx]
        B[tx] = X[63 - tx]
        B[64575 - tx] = X[tx]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Y[tx] = A[T.Cast("int64", 2147483563 - tx) + T.int64(64576)] + B[63 - tx] + B[64512 + tx]
