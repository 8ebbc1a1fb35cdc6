# covers: spec 5 body 3 (int64 / uint8 / float16 / float64 parameter checks and loads; void return)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def mix(a: T.int64, b: T.uint8, c: T.float16, d: T.float64):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        T.call_extern("void", "sink", a, b, c, d)
