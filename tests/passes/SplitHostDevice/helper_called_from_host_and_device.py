# covers: experiment e E3 (cuda helper called from host becomes a launch; non-zero return rejected)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), x: T.float32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        y: T.let[T.float32] = Before.negate(x)
        t = T.launch_thread("threadIdx.x", 64)
        A[t] = Before.negate(A[t]) + y

    @T.prim_func(private=True, s_tir=True)
    def negate(v: T.float32) -> T.float32:
        T.func_attr({"target": T.target("cuda")})
        return T.float32(0) - v
