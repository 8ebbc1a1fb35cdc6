# covers: spec 3.5 error "tirx.dyn_smem_bytes must be an IntImm"
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), k: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 128)
        with T.attr(0, "tirx.dyn_smem_bytes", k):
            X[tx] = T.float32(0)
