# passes: MergeSharedMemoryAllocations, SplitHostDevice
# covers: experiment b (per-kernel merged buffer, main_kernel / main_kernel_1, dyn smem launch value)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(P: T.Buffer((256,), "float32"), Q: T.Buffer((128,), "float16")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.launch_thread("threadIdx.x", 256) as ta:
            U = T.alloc_buffer((256,), "float32", scope="shared.dyn")
            W = T.alloc_buffer((256,), "float32", scope="shared.dyn")
            U[ta] = P[ta]
            T.tvm_storage_sync("shared.dyn")
            W[ta] = U[255 - ta] * T.float32(2)
            T.tvm_storage_sync("shared.dyn")
            P[ta] = W[ta]
        with T.launch_thread("threadIdx.x", 32) as tb:
            H = T.alloc_buffer((128,), "float16", scope="shared.dyn")
            F = T.alloc_buffer((32,), "float32", scope="shared.dyn")
            for r in range(4):
                H[tb * 4 + r] = Q[tb * 4 + r]
            F[tb] = T.Cast("float32", H[tb * 4]) + T.Cast("float32", H[tb * 4 + 1])
            Q[tb] = T.Cast("float16", F[tb])
