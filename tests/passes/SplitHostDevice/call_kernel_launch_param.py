# covers: catalog 1 test_collect_launch_parameter; 7.2
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((48,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.zero(V.data)

    @T.prim_func(s_tir=True)
    def zero(v_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("cuda")})
        V = T.decl_buffer((48,), "float32", data=v_ptr)
        t = T.launch_thread("threadIdx.x", 48)
        V[t] = T.float32(0)
