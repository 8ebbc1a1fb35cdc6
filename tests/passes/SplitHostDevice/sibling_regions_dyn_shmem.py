# covers: experiment b without the merge (two sibling launch regions, each allocating one uint8 shared.dyn buffer: two kernels main_kernel and main_kernel_1, each launched with its int64 dynamic shared memory size)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((256,), "float16")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.launch_thread("threadIdx.x", 128) as tx:
            buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
            X[tx] = X[tx]
        with T.launch_thread("threadIdx.x", 64) as ty:
            buf_dyn_shmem_1 = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
            Y[ty] = Y[ty]
