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
        C = T.alloc_buffer((100,))
        for i in range(100):
            C[i] = T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", A[i])) << T.uint32(21) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", A[i]) << T.uint8(1) >> T.uint8(3)) + T.uint8(112)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", A[i]) >> T.uint8(7)) << T.uint32(31)) + T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", B[i])) << T.uint32(21) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", B[i]) << T.uint8(1) >> T.uint8(3)) + T.uint8(112)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", B[i]) >> T.uint8(7)) << T.uint32(31))
            D[i] = T.reinterpret("float8_e5m2", T.if_then_else(T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) << T.uint32(1) >> T.uint32(24) < T.uint32(112), T.uint8(0), T.Cast("uint8", T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) >> T.uint32(21)) & T.uint8(3) | T.Cast("uint8", (T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) << T.uint32(1) >> T.uint32(24)) - T.uint32(112)) << T.uint8(2) | T.Cast("uint8", T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) >> T.uint32(31)) << T.uint8(7)))
