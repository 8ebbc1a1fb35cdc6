# covers: spec 5 "which functions it changes" (calling_conv 2 / 1 are skipped, calling_conv 0 is wrapped; a call to a calling_conv 2 function keeps its GlobalVar)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("llvm", host="llvm"), "calling_conv": 0})
        Before.device_like(A.data)

    @T.prim_func(s_tir=True)
    def device_like(a_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("llvm", host="llvm"), "calling_conv": 2})
        A = T.decl_buffer((4,), "float32", data=a_ptr)
        A[0] = T.float32(1)

    @T.prim_func(s_tir=True)
    def already_packed(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
        T.func_attr({"target": T.target("llvm", host="llvm"), "calling_conv": 1})
        return 0
