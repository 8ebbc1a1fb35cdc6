# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("uint16", "shared"), Cptr: T.handle("uint16", "global")):
        A = T.decl_buffer((100,), "uint16", data=Aptr, scope="shared")
        B = T.alloc_buffer((100,))
        C = T.decl_buffer((100,), "uint16", data=Cptr)
        for i in range(100):
            B[i] = T.reinterpret("float32", T.Cast("uint32", A[i]) << T.uint32(16))
            C[i] = T.Cast("uint16", T.reinterpret("uint32", T.exp(B[i])) + ((T.reinterpret("uint32", T.exp(B[i])) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16))
