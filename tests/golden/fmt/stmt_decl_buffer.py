# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(a: T.handle("float32", "global"), A: T.Buffer((64,), "float32")):
        P = T.decl_buffer((64,), data=a)
        Q = T.decl_buffer((8, 8), data=a)
        Own = T.alloc_buffer((32,))
        Big = T.alloc_shared((16,), "float16")
        Alias = T.decl_buffer((32,), data=Own.data)
        Flat = T.decl_buffer((64,), data=A.data)
        for i in range(32):
            Own[i] = P[i] + Q[i // 8, i % 8]
            Alias[i] = Alias[i] + Flat[i + 32]
            Big[i % 16] = T.Cast("float16", Own[i])
