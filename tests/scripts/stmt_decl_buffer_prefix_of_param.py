from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 64), "float32")):
        P = T.decl_buffer((128,), data=A.data)
        P[0] = T.float32(2.0)
