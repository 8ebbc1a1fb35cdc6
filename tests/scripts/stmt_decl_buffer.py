from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class DeclBuffers:
    @T.prim_func(s_tir=True)
    def main(a: T.handle("float32"), A: T.Buffer((64,), "float32")):
        P = T.decl_buffer((64,), "float32", data=a)
        Q = T.decl_buffer((8, 8), "float32", data=a)
        Own = T.decl_buffer((32,), "float32")
        Big = T.decl_buffer((16,), "float16", scope="shared")
        Alias = T.decl_buffer((32,), "float32", data=Own.data)
        Flat = T.decl_buffer((64,), "float32", data=A.data)
        for i in range(32):
            Own[i] = P[i] + Q[i // 8, i % 8]
            Alias[i] = Alias[i] + Flat[i + 32]
            Big[i % 16] = T.Cast("float16", Own[i])
