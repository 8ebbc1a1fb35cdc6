# covers: spec 5 body 3-4 (a scalar parameter also used as a tensor dimension gets the duplicate-variable check; pointer, float64, bool, uint8 and int64 scalars are decoded; explicit symbolic strides are bound; the second tensor's device id is checked against the first's; the rendered signature in the messages)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle, n: T.int32, x: T.float64, f: T.bool, p: T.handle("float16", "shared"), u: T.uint8, q: T.int64):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        m = T.int32()
        s0 = T.int32()
        s1 = T.int32()
        A = T.match_buffer(a, (n, m), "float32")
        B = T.match_buffer(b, (m + 1, 4), "int8", strides=(s0, s1))
        A[0, 0] = T.float32(1)
        B[0, 0] = T.int8(1)
