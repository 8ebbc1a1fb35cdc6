# covers: spec 5 body 4.4 (first tensor binds the dim var, later tensors assert equality; constant dims checked last)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, y: T.handle, z: T.handle):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        rows = T.int32()
        X = T.match_buffer(x, (rows, 8), "float32")
        Y = T.match_buffer(y, (rows, 8), "float32")
        Z = T.match_buffer(z, (rows * 8,), "float32")
        for r, c in T.grid(rows, 8):
            Z[r * 8 + c] = X[r, c] + Y[r, c]
