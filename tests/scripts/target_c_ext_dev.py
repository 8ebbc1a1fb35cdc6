from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class OtherKinds:
    @T.prim_func(s_tir=True)
    def on_c(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target("c")})
        A[0] = 1

    @T.prim_func(s_tir=True)
    def on_ext(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target("ext_dev", host="llvm")})
        A[1] = 2

    @T.prim_func(s_tir=True)
    def on_nvptx(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target("nvptx")})
        A[2] = 3
