# covers: catalog 2 test_forward_reference_symbolic_variable
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        nb = T.int32()
        A = T.match_buffer(a, (nb + 2,), "float32")
        B = T.match_buffer(b, (nb,), "float32")
        for i in range(nb):
            B[i] = A[i + 2]
