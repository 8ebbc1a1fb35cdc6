# covers: experiment J (pointer-like params first, byte-wise name order; buffers become NAME_ptr; decls in reverse discovery order)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(yB: T.Buffer((32,), "float32"), Xa: T.Buffer((32,), "int16"), q: T.handle("float16"), z: T.int32, Z: T.int32, w: T.float32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        nb: T.let[T.int32] = z - Z
        b = T.launch_thread("blockIdx.x", nb)
        t = T.launch_thread("threadIdx.x", 32)
        Qv = T.decl_buffer((32,), "float16", data=q)
        yB[t] = T.Cast("float32", Xa[t]) * w + T.Cast("float32", Qv[t])
