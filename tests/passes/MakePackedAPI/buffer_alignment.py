# covers: catalog 2 test_buffer_alignment_attached_to_buffer_var
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((32,), "float16", align=128)):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        A[0] = T.float16(1)
