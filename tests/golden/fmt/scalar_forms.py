# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32"), p: T.handle("int32", "global"), q: T.handle("float32", "shared")):
        L: T.float32
        L = L + T.float32(1.0)
        M: T.float32 = T.float32(3.0)
        M = T.float32(4.0)
        N: T.int8
        for j in range(2):
            N = T.int8(-3)
        D = T.decl_scalar(T.int32, data=p, elem_offset=0, scope="global")
        DQ = T.decl_scalar(T.float32, data=q, elem_offset=0, scope="shared")
        DQ = A[1]
        L64 = T.alloc_local((T.int64(1),))
        LA = T.alloc_local((1,), align=16)
        L64[0] = LA[0]
        A[2] = DQ + M + T.Cast("float32", N + T.Cast("int8", D)) + L + L64[0]
        T.address_of(L)
        T.evaluate(L.source.data)
