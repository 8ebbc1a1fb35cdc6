# covers: experiment I / spec 8.5 (a shape-only symbolic dim is not made a kernel parameter: ill-formed kernel)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, y: T.handle, rows: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        X = T.match_buffer(x, (rows,), "float32")
        Y = T.match_buffer(y, (rows,), "float32")
        t = T.launch_thread("threadIdx.x", 32)
        Y[t] = X[t] * T.float32(3)
