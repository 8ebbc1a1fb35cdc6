from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Tags:
    @T.prim_func(s_tir=True)
    def turing(A: T.Buffer((16,), "bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-2080-ti")})
        A[0] = A[1]

    @T.prim_func(s_tir=True)
    def ampere(A: T.Buffer((16,), "bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-3090-ti")})
        A[0] = A[1]

    @T.prim_func(s_tir=True)
    def a100(A: T.Buffer((16,), "float8_e4m3fn")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100", host="llvm")})
        A[0] = A[1]
