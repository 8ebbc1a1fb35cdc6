# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(xp: T.handle("bfloat16", "global"), f: T.handle("float32", "global")):
        X = T.decl_buffer((16,), "bfloat16", data=xp)
        F = T.decl_buffer((16,), data=f)
        W = T.alloc_buffer((16,))
        for i in range(16):
            W[i] = T.Select(F[i] > T.float32(0.0), T.max(T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", X[i])) << T.uint32(16)), T.float32(0.0)), F[i])
            X[i] = T.reinterpret("bfloat16", T.Cast("uint16", T.reinterpret("uint32", T.min(W[i], T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", X[i])) << T.uint32(16)))) + ((T.reinterpret("uint32", T.min(W[i], T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", X[i])) << T.uint32(16)))) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16)))
            F[i] = W[i]
