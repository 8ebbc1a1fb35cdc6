# covers: spec 3.2/3.5 (only the outermost launch is wrapped; launch tags in first-appearance order, a repeated tag is ignored)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        by = T.launch_thread("blockIdx.y", 2)
        tx = T.launch_thread("threadIdx.x", 32)
        for k in range(4):
            with T.launch_thread("threadIdx.x", 32) as tx2:
                X[by * 128 + k * 32 + tx2] = T.Cast("float32", tx)
