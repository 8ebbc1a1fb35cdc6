# covers: catalog 2 test_no_op_when_global_symbol_is_absent[False]
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def compute(A: T.Buffer((8,), "float32")):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        for i in range(8):
            A[i] = T.float32(0)
