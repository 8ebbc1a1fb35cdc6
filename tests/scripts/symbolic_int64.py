from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class SymInt64:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, y: T.handle):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        length = T.int64()
        X = T.match_buffer(x, (length,), "float16")
        Y = T.match_buffer(y, (length,), "float16")
        bx = T.launch_thread("blockIdx.x", (length + T.int64(255)) // T.int64(256))
        tx = T.launch_thread("threadIdx.x", T.int64(256))
        if bx * T.int64(256) + tx < length:
            Y[bx * T.int64(256) + tx] = X[bx * T.int64(256) + tx] * T.float16(2)
