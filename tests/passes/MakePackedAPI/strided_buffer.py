# covers: spec 5 body 4.5-4.6 (explicit strides are bound; symbolic elem_offset with offset_factor)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        s0 = T.int32()
        off = T.int32()
        A = T.match_buffer(a, (4, 4), "int32", strides=(s0, 1), elem_offset=off, offset_factor=4)
        for i, j in T.grid(4, 4):
            A[i, j] = i + j
