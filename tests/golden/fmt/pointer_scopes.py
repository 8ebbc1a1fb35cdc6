# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(g: T.handle("float32", "global"), s: T.handle("float32", "shared"), sd: T.handle("float16", "shared.dyn"), lo: T.handle("int32", "local"), w: T.handle("float32", "warp"), tex: T.handle("float32", "global.texture"), cu: T.handle("int8", "global.vtcm")):
        G = T.decl_buffer((32,), data=g)
        S = T.decl_buffer((32,), data=s, scope="shared")
        SD = T.decl_buffer((32,), "float16", data=sd, scope="shared.dyn")
        L = T.decl_scalar(T.int32, data=lo, elem_offset=0, scope="local")
        W = T.decl_buffer((32,), data=w, scope="warp")
        X = T.decl_buffer((32,), data=tex, scope="global.texture")
        C = T.decl_buffer((4,), "int8", data=cu, scope="global.vtcm")
        for i in range(32):
            G[i] = S[i] + T.Cast("float32", SD[i]) + W[i] + X[i] + T.Cast("float32", L + T.Cast("int32", C[i % 4]))
