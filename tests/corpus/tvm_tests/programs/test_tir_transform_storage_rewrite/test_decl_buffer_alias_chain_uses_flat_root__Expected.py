# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(D: T.Buffer((1,), "float32")):
        A = T.alloc_buffer((16,))
        B = T.decl_buffer((16,), data=A.data)
        C = T.decl_buffer((16,), data=A.data)
        A[0] = T.float32(1.0)
        D[0] = C[0]
