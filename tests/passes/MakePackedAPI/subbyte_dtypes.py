# covers: spec 5 body 4.3 (the dtype check is skipped for int1 / int4 / uint4 tensors, kept for bool and int8)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((8,), "int4"), B: T.Buffer((8,), "uint4"), C: T.Buffer((8,), "int1"), D: T.Buffer((8,), "bool"), E: T.Buffer((8,), "int8")):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        E[0] = T.int8(1)
