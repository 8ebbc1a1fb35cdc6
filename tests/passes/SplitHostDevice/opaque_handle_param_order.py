# covers: an opaque T.handle parameter is pointer-like: sorted before the scalars in the kernel's parameters
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(h: T.handle, a: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        T.call_extern("int32", "f", h, a)
