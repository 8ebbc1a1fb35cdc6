# 1-element buffers in a plain function print in TVM's scalar form: a local
# allocation (merged with a directly following store that does not read it),
# T.decl_scalar in any scope, bare loads/stores of element 0, L.source.data.
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class ScalarForms:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32"), p: T.handle("int32", "global"), q: T.handle("float32", "shared")):
        L = T.alloc_buffer((1,), "float32", scope="local")
        L[0] = L[0] + T.float32(1)
        M = T.alloc_buffer((1,), "float32", scope="local")
        M[0] = T.float32(3)
        M[0] = T.float32(4)
        N = T.alloc_buffer((1,), "int8", scope="local")
        for j in range(2):
            N[0] = T.int8(-3)
        D = T.decl_buffer((1,), "int32", data=p)
        DQ = T.decl_buffer((1,), "float32", data=q, scope="shared")
        DQ[0] = A[1]
        L64 = T.alloc_buffer((T.int64(1),), "float32", scope="local")
        LA = T.alloc_buffer((1,), "float32", scope="local", align=16)
        L64[0] = LA[0]
        A[2] = DQ[0] + M[0] + T.Cast("float32", N[0] + T.int8(D[0])) + L[0] + L64[0]
        T.evaluate(T.address_of(L[0]))
        T.evaluate(L.data)
