from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32"), lo: T.handle("int32", "local")):
        acc: T.float32 = T.float32(0.0)
        L: T.float32
        M = T.decl_scalar(T.int32, data=lo, elem_offset=0, scope="local")
        for i in range(4):
            acc = acc + A[i]
        L = acc
        A[0] = L + T.Cast("float32", M)
