# covers: catalog 1 test_bind_before_thread_extent; 7.2
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((64,), "float32"), k: T.int32):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(V.data, k)

    @T.prim_func(s_tir=True)
    def kernel(v_ptr: T.handle("float32"), k: T.int32):
        T.func_attr({"target": T.target("cuda")})
        V = T.decl_buffer((64,), "float32", data=v_ptr)
        half: T.let[T.int32] = k // 2
        ext: T.let[T.int32] = half + 1
        t = T.launch_thread("threadIdx.x", ext)
        V[t] = T.float32(0)
