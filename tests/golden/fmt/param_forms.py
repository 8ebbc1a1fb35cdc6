# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((16,), "float32"), D: T.Buffer((8,), "int32", offset_factor=4), E: T.Buffer((8,), "float32", align=16), p: T.handle("float16", "shared"), q: T.handle("int8", "global")):
        P = T.decl_buffer((16,), "float16", data=p, scope="shared")
        Q = T.decl_buffer((16,), "int8", data=q)
        for i in range(16):
            A[i] = B[i // 4, i % 4] + C[i] + T.Cast("float32", P[i]) + T.Cast("float32", Q[i])
        D[0] = 1
        E[0] = T.float32(2.0)
