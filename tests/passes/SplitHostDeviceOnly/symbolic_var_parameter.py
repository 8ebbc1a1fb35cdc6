# covers: catalog 7.3 test_size_var (a symbolic int64 dimension becomes a kernel parameter after the pointer; the kernel stays private, without a calling convention)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        m = T.int64()
        A = T.match_buffer(a, (m,), "float32")
        with T.attr(T.target("cuda"), "target", 0):
            i = T.launch_thread("blockIdx.x", m)
            A[i] = T.float32(0)
