from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class PointerScopes:
    @T.prim_func
    def main(g: T.handle("float32", "global"), s: T.handle("float32", "shared"), sd: T.handle("float16", "shared.dyn"), lo: T.handle("int32", "local"), w: T.handle("float32", "warp"), tex: T.handle("float32", "global.texture"), cu: T.handle("int8", "global.vtcm")):
        G = T.decl_buffer((32,), "float32", data=g)
        S = T.decl_buffer((32,), "float32", data=s, scope="shared")
        SD = T.decl_buffer((32,), "float16", data=sd, scope="shared.dyn")
        L = T.decl_buffer((1,), "int32", data=lo, scope="local")
        W = T.decl_buffer((32,), "float32", data=w, scope="warp")
        X = T.decl_buffer((32,), "float32", data=tex, scope="global.texture")
        C = T.decl_buffer((4,), "int8", data=cu, scope="global.vtcm")
        for i in range(32):
            G[i] = S[i] + T.Cast("float32", SD[i]) + W[i] + X[i] + T.Cast("float32", L[0] + T.Cast("int32", C[i % 4]))
