# covers: spec 5 body 4.6 (a constant elem_offset whose byte offset does not fit uint64 is an error naming the buffer, not a wrapped constant)
# our error: buffer A: byte offset 4611686018427387904 * 8 = 36893488147419103232 is not a uint64 value
# note: TVM fails when it makes the uint64 literal ("Literal value 36893488147419103232 exceeds maximum of uint64"); ours names the buffer and the product
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        A = T.match_buffer(a, (4,), "float64", elem_offset=T.int64(4611686018427387904))
        A[0] = T.float64(1)
