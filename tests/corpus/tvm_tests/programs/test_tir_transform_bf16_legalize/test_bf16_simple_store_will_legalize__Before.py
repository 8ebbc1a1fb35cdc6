# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("bfloat16", "shared"), Cptr: T.handle("bfloat16", "global")):
        A = T.decl_buffer((100,), "bfloat16", data=Aptr, scope="shared")
        B = T.alloc_buffer((100,), "bfloat16")
        C = T.decl_buffer((100,), "bfloat16", data=Cptr)
        for i in range(100):
            B[i] = A[i]
            C[i] = T.exp(B[i])
