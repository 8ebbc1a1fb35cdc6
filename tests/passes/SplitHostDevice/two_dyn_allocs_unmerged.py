# covers: experiment L (more than one shared.dyn allocation per kernel is rejected)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        R = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        P[t] = X[t]
        R[t] = P[63 - t]
        X[t] = R[t]
