# covers: catalog 1 test_externally_visible_kernel_launch; 7.2
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((1,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.fill_one(V.data)

    @T.prim_func(s_tir=True)
    def fill_one(v_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("cuda"), "global_symbol": "exported_fill"})
        V = T.decl_buffer((1,), "float32", data=v_ptr)
        V[0] = T.float32(1)
