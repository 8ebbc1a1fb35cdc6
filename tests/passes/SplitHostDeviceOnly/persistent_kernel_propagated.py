# covers: PR #19605 (the kernel gets tirx.persistent_kernel, s_tir and num_inputs of its host; 0.27's fused pass does not copy tirx.persistent_kernel, SplitHostDevice/persistent_kernel_not_copied)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.persistent_kernel": True, "num_inputs": 1})
        with T.attr(T.target("cuda"), "target", 0):
            tx = T.launch_thread("threadIdx.x", 16)
            A[tx] = T.float32(0)
