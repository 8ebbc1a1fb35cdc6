# covers: fused twin of SplitHostDeviceOnly/persistent_kernel_propagated (TVM 0.27 copies s_tir and num_inputs to the kernel but not tirx.persistent_kernel)
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
