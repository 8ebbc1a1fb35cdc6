# covers: a trn device region keeps the caller's parameter order (scalar z before the buffer pointer a_ptr)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(z: T.int32, a: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        with T.attr(T.target("trn"), "target", 0):
            a[0] = T.Cast("float32", z)
