# covers: catalog 1 test_symbolic_var_parameter; 7.3 test_size_var
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        width = T.int64()
        A = T.match_buffer(a, (width,), "int32")
        B = T.match_buffer(b, (width,), "int32")
        with T.attr(T.target("cuda"), "target", 0):
            bx = T.launch_thread("blockIdx.x", width)
            Av = T.decl_buffer((width,), "int32", data=A.data)
            Bv = T.decl_buffer((width,), "int32", data=B.data)
            Bv[bx] = Av[bx] + 1
