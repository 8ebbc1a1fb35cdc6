# covers: experiment e E1/E4 (same-target helpers stay direct GlobalVar calls; host let becomes kernel param)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        off: T.let[T.int32] = Before.host_offset(n)
        t = T.launch_thread("threadIdx.x", 64)
        A[t] = Before.dev_square(A[t]) + T.Cast("float32", off)

    @T.prim_func(private=True, s_tir=True)
    def host_offset(n: T.int32) -> T.int32:
        T.func_attr({"target": T.target("llvm")})
        return n * 3

    @T.prim_func(private=True, s_tir=True)
    def dev_square(v: T.float32) -> T.float32:
        T.func_attr({"target": T.target("cuda")})
        return v * v
