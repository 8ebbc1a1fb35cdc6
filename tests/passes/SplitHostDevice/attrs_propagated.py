# covers: spec 3.3 step 6 (s_tir and num_inputs copied to the kernel; return 0 early exit kept on cuda)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((32,), "float32"), Y: T.Buffer((32,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "num_inputs": 1})
        t = T.launch_thread("threadIdx.x", 32)
        if X[t] < T.float32(0):
            return 0
        Y[t] = X[t]
