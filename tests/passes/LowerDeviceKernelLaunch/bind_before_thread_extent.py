# covers: catalog 7.2 test_bind_before_thread_extent (a thread extent bound in the kernel is computed on the host from the call's arguments)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data, n)

    @T.prim_func(private=True, s_tir=True)
    def kernel(A_data: T.handle("float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda")})
        A = T.decl_buffer((128,), "float32", data=A_data)
        v: T.let[T.int32] = n + 1
        i = T.launch_thread("threadIdx.x", v)
        A[i] = T.float32(0)
