# covers: spec 3.3 step 1 (a vthread launch var is not a definition for the use/def analysis: it is captured as a kernel parameter and the host passes an undefined var)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        bx = T.launch_thread("blockIdx.x", 2)
        vt = T.launch_thread("vthread", 2)
        tx = T.launch_thread("threadIdx.x", 32)
        X[bx * 64 + vt * 32 + tx] = T.float32(1)
