# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("float8_e5m2", "global"), Bptr: T.handle("float8_e5m2", "global"), Dptr: T.handle("float8_e5m2", "global")):
        A = T.decl_buffer((100,), "float8_e5m2", data=Aptr)
        B = T.decl_buffer((100,), "float8_e5m2", data=Bptr)
        D = T.decl_buffer((100,), "float8_e5m2", data=Dptr)
        C = T.alloc_buffer((100,), "float8_e5m2")
        for i in range(100):
            C[i] = A[i] + B[i]
            D[i] = T.exp(C[i])
